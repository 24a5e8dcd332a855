// The English messages that only closed <details> or the estimator's code
// show when a page opens: the FAQ's answers, the estimator panel's
// explanations and labels, and what its answers say. The embed bundle
// leaves them out of its first download and fetches them from beside itself
// (dp-scaling-calculator.en.js) once the first results are on screen, or at
// once when a panel starts open or the estimator's code is wanted; every other build has them inline
// (scripts/build.mjs). A key listed here by mistake only shows a moment late.
export const LATER =
  /^(a\d+|modelSymbols|modelLimits|modelWrong|shardingTrade|assumptions|estimatorIntro|calibrationIntro|calibrationResult|moeCaveat|memoryWarning|flopsTitle|throughputUnit|tokensPerSample|layers|hiddenSize|activeParameters|flopsPerSample|computePrecision|peakTflops|mfu|flopsThroughput|useFlopsThroughput|thisModel|thisDevice|mfuNote|mfuHigh|tokenTexts|abovePeak)$/;
