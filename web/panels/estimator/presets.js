// Hardware and training presets for the efficiency estimator. To add one,
// append an entry with its source; names are proper nouns and stay
// untranslated. Bandwidths are nominal rates: the estimator applies its
// achievable fraction (link efficiency) itself.
//
// Intra-node links: GB/s per device in one direction (what one GPU can send
// to its ring neighbour while receiving the same from the other).
export const intraNodeLinks = [
  // PCI-SIG base specifications: 8, 16, 32 GT/s per lane, 128b/130b encoding, x16.
  { id: 'pcie3', name: 'PCIe 3.0 x16', gbyteS: 15.75 },
  { id: 'pcie4', name: 'PCIe 4.0 x16', gbyteS: 31.5 },
  { id: 'pcie5', name: 'PCIe 5.0 x16', gbyteS: 63 },
  // NVIDIA Tesla V100 datasheet: NVLink 2, 300 GB/s total = 150 GB/s each way (DGX-1 cube mesh).
  { id: 'nvlink2', name: 'NVLink 2 (V100 SXM2)', gbyteS: 150 },
  // NVIDIA A100 datasheet: NVLink 3, 600 GB/s total per GPU, all-to-all through NVSwitch (DGX A100).
  { id: 'nvlink3', name: 'NVLink 3 + NVSwitch (A100 SXM)', gbyteS: 300 },
  // NVIDIA H100 datasheet: NVLink 4, 900 GB/s total per GPU, NVSwitch (DGX H100).
  { id: 'nvlink4', name: 'NVLink 4 + NVSwitch (H100 SXM)', gbyteS: 450 },
  // NVIDIA Blackwell B200 datasheet: NVLink 5, 1.8 TB/s total per GPU, NVSwitch (DGX B200).
  { id: 'nvlink5', name: 'NVLink 5 + NVSwitch (B200)', gbyteS: 900 },
];

// Networks between nodes: Gbit/s per node and the transport NCCL uses. "none"
// has no rate: the estimator is then told of no network, and the core
// refuses a job that spans nodes.
// Line rates from IEEE 802.3 (25/100/200/400 GbE) and the InfiniBand Trade
// Association roadmap (EDR 100, HDR 200, NDR 400 Gbit/s per port).
export const networks = [
  { id: 'none', name: '—', gbitS: null, transport: 'rdma' },
  { id: 'eth25-tcp', name: '25 Gb Ethernet, TCP', gbitS: 25, transport: 'tcp' },
  { id: 'eth25-roce', name: '25 Gb Ethernet, RoCE', gbitS: 25, transport: 'rdma' },
  { id: 'eth100-tcp', name: '100 Gb Ethernet, TCP', gbitS: 100, transport: 'tcp' },
  { id: 'eth100-roce', name: '100 Gb Ethernet, RoCE', gbitS: 100, transport: 'rdma' },
  { id: 'eth200-tcp', name: '200 Gb Ethernet, TCP', gbitS: 200, transport: 'tcp' },
  { id: 'eth200-roce', name: '200 Gb Ethernet, RoCE', gbitS: 200, transport: 'rdma' },
  { id: 'eth400-tcp', name: '400 Gb Ethernet, TCP', gbitS: 400, transport: 'tcp' },
  { id: 'eth400-roce', name: '400 Gb Ethernet, RoCE', gbitS: 400, transport: 'rdma' },
  { id: 'ib-edr', name: 'InfiniBand EDR', gbitS: 100, transport: 'rdma' },
  { id: 'ib-hdr', name: 'InfiniBand HDR', gbitS: 200, transport: 'rdma' },
  { id: 'ib-ndr', name: 'InfiniBand NDR', gbitS: 400, transport: 'rdma' },
  // DGX-1 datasheet: four EDR InfiniBand ports (100 Gb/s each).
  { id: 'ib-edr-4', name: '4 × InfiniBand EDR (DGX-1)', gbitS: 400, transport: 'rdma' },
  // DGX A100 / DGX H100 user guides: eight compute ports per node (HDR 200, NDR 400).
  { id: 'ib-hdr-8', name: '8 × InfiniBand HDR (DGX A100)', gbitS: 1600, transport: 'rdma' },
  { id: 'ib-ndr-8', name: '8 × InfiniBand NDR (DGX H100)', gbitS: 3200, transport: 'rdma' },
];

// The links and network of the system an SXM board comes in (NVIDIA's DGX
// datasheets and user guides): DGX-1 (V100), NVLink 2 and four InfiniBand EDR
// ports; DGX A100, NVLink 3 + NVSwitch and eight HDR ports; DGX H100 and
// H200, NVLink 4 + NVSwitch and eight NDR ports; DGX B200, NVLink 5 +
// NVSwitch and eight 400 Gb/s ConnectX-7 (NDR) ports. A PCIe card sets its
// slot's link (A10 and L4: PCIe 4.0 x16, their datasheets) and leaves the
// network, which varies by server, as it is. AMD, Intel and Google devices
// set neither: no preset here describes their links.
const DGX1 = { intraLink: 'nvlink2', network: 'ib-edr-4' };
const DGX_A100 = { intraLink: 'nvlink3', network: 'ib-hdr-8' };
const DGX_H100 = { intraLink: 'nvlink4', network: 'ib-ndr-8' };
const DGX_B200 = { intraLink: 'nvlink5', network: 'ib-ndr-8' };

// Accelerators: memory per device in GB, and peakTflops: the vendor's peak
// dense TFLOP/s of one device per precision, for the FLOPs and MFU check.
// Dense only, never the "with sparsity" figure (2:4 structured sparsity):
// where a datasheet prints only the sparse figure (marked * there), it is
// halved here and the comment above the entry says so. memoryGbyteS is the
// memory bandwidth the same datasheet gives (GB/s; for the TPU v5e, its
// documentation's 819 GB/s; for Gaudi 2, the white paper's 2.45 TB/s): the
// estimator's per-GB overhead scales with it. fp32 is plain FP32
// (CUDA cores, vector units), tf32 the TF32 tensor/matrix mode, bf16 the BF16
// tensor/matrix mode, fp8 the FP8 one. A key is left out where the device has
// no such mode, or where no vendor figure could be cited.
export const accelerators = [
  // NVIDIA Tesla V100 datasheet, V100 SXM2 column: single precision 15.7, tensor performance 125 TFLOPS.
  // V100 has no BF16 and no TF32: bf16 holds its FP16 tensor-core figure (FP16 inputs, FP32 accumulate).
  { id: 'v100-16', name: 'NVIDIA V100 SXM2 16 GB', platform: DGX1, memoryGB: 16, memoryGbyteS: 900, peakTflops: { fp32: 15.7, bf16: 125 } },
  // NVIDIA Tesla V100 datasheet, V100 SXM2 column (32 GB board, same figures): FP32 15.7; FP16 tensor 125 as bf16.
  { id: 'v100-32', name: 'NVIDIA V100 SXM2 32 GB', platform: DGX1, memoryGB: 32, memoryGbyteS: 900, peakTflops: { fp32: 15.7, bf16: 125 } },
  // NVIDIA A10 Tensor Core GPU datasheet (a PCIe card): FP32 31.2, TF32 tensor 62.5 | 125*, BF16 tensor 125 | 250*
  // (* with sparsity; the dense figures are taken).
  {
    id: 'a10-24',
    name: 'NVIDIA A10 PCIe 24 GB',
    platform: { intraLink: 'pcie4' },
    memoryGB: 24,
    memoryGbyteS: 600,
    peakTflops: { fp32: 31.2, tf32: 62.5, bf16: 125 },
  },
  // NVIDIA L4 Tensor Core GPU datasheet (a PCIe card) prints its tensor figures with sparsity only: TF32 120* → 60,
  // BF16 242* → 121, FP8 485* → 242.5 dense; FP32 30.3.
  {
    id: 'l4-24',
    name: 'NVIDIA L4 PCIe 24 GB',
    platform: { intraLink: 'pcie4' },
    memoryGB: 24,
    memoryGbyteS: 300,
    peakTflops: { fp32: 30.3, tf32: 60, bf16: 121, fp8: 242.5 },
  },
  // NVIDIA A100 Tensor Core GPU datasheet, A100 SXM column (the PCIe column prints the same): FP32 19.5,
  // TF32 tensor 156 | 312*, BF16 tensor 312 | 624* (* with sparsity; the dense figures are taken). No FP8.
  {
    id: 'a100-40',
    name: 'NVIDIA A100 SXM 40 GB',
    platform: DGX_A100,
    memoryGB: 40,
    memoryGbyteS: 1555,
    peakTflops: { fp32: 19.5, tf32: 156, bf16: 312 },
  },
  // NVIDIA A100 Tensor Core GPU datasheet, A100 80GB SXM column, the same as the 40 GB board: FP32 19.5,
  // TF32 tensor 156 | 312*, BF16 tensor 312 | 624* (* with sparsity; the dense figures are taken). No FP8.
  {
    id: 'a100-80',
    name: 'NVIDIA A100 SXM 80 GB',
    platform: DGX_A100,
    memoryGB: 80,
    memoryGbyteS: 2039,
    peakTflops: { fp32: 19.5, tf32: 156, bf16: 312 },
  },
  // NVIDIA H100 Tensor Core GPU datasheet, H100 SXM column, prints its tensor figures with sparsity only:
  // TF32 989* → 494.5, BF16 1,979* → 989.5, FP8 3,958* → 1979 dense; FP32 67.
  {
    id: 'h100-80',
    name: 'NVIDIA H100 SXM 80 GB',
    platform: DGX_H100,
    memoryGB: 80,
    memoryGbyteS: 3350,
    peakTflops: { fp32: 67, tf32: 494.5, bf16: 989.5, fp8: 1979 },
  },
  // NVIDIA H200 Tensor Core GPU datasheet, H200 SXM column (the same compute as H100 SXM), sparse figures only:
  // TF32 989* → 494.5, BF16 1,979* → 989.5, FP8 3,958* → 1979 dense; FP32 67.
  {
    id: 'h200-141',
    name: 'NVIDIA H200 SXM 141 GB',
    platform: DGX_H100,
    memoryGB: 141,
    memoryGbyteS: 4800,
    peakTflops: { fp32: 67, tf32: 494.5, bf16: 989.5, fp8: 1979 },
  },
  // NVIDIA HGX B200 datasheet (HGX platform specifications), per-GPU column, sparse figures only: TF32 2.2 PF* → 1100,
  // BF16 4.5 PF* → 2250, FP8 9 PF* → 4500 dense; FP32 75. (The 8-GPU totals, 18 / 36 / 72 PF, are sparse too;
  // 18 PF / 8 would give 1125 for TF32: the per-GPU figure as printed is taken.)
  {
    id: 'b200-192',
    name: 'NVIDIA B200 SXM 192 GB',
    platform: DGX_B200,
    memoryGB: 192,
    memoryGbyteS: 8000,
    peakTflops: { fp32: 75, tf32: 1100, bf16: 2250, fp8: 4500 },
  },
  // AMD Instinct MI250X datasheet (one OAM module, both dies; ROCm shows each die as a device with half of it):
  // FP32 vector 47.9, FP32 matrix 95.7, BF16 383 TFLOPS; no TF32, no FP8. fp32 takes the matrix figure: FP32 matrix
  // multiplies run on the matrix cores, so against the vector figure an FP32 run could show more than 100 % MFU.
  { id: 'mi250x-128', name: 'AMD Instinct MI250X 128 GB', memoryGB: 128, memoryGbyteS: 3277, peakTflops: { fp32: 95.7, bf16: 383 } },
  // AMD Instinct MI300X datasheet (OAM), dense figures (it prints those with sparsity, twice these, apart):
  // FP32 163.4 (vector and matrix alike), TF32 653.7, BF16 1307.4, FP8 2614.9 TFLOPS.
  {
    id: 'mi300x-192',
    name: 'AMD Instinct MI300X 192 GB',
    memoryGB: 192,
    memoryGbyteS: 5300,
    peakTflops: { fp32: 163.4, tf32: 653.7, bf16: 1307.4, fp8: 2614.9 },
  },
  // Intel Gaudi 3 AI Accelerator white paper (2024), its Gaudi 2 column: matrix engines (MME) BF16 432, FP8 865 TFLOPS
  // (no sparse figure is given). No Intel document with an FP32 or TF32 matrix peak for Gaudi 2 was found: left out.
  { id: 'gaudi2-96', name: 'Intel Gaudi 2 96 GB', memoryGB: 96, memoryGbyteS: 2450, peakTflops: { bf16: 432, fp8: 865 } },
  // Google Cloud TPU v5e documentation (system architecture; Google publishes no datasheet for it): "Peak compute per
  // chip (bf16) 197 TFLOPs". It gives no other floating-point peak.
  { id: 'tpu-v5e-16', name: 'Google TPU v5e 16 GB', memoryGB: 16, memoryGbyteS: 819, peakTflops: { bf16: 197 } },
];

// Bytes per parameter that plain data parallelism keeps on every device, with
// the breakdown shown on the page: [weights, gradients, optimizer state].
// Mixed-precision Adam: 2 + 2 + (4 master weights + 4 momentum + 4 variance) = 16,
// as counted in ZeRO (Rajbhandari et al., SC 2020, section 3.1).
export const optimizerStates = [
  { id: 'adam-mixed', breakdown: [2, 2, 12] },
  { id: 'adam-fp32', breakdown: [4, 4, 8] },
  { id: 'sgdm-fp32', breakdown: [4, 4, 4] },
  { id: 'sgd-fp32', breakdown: [4, 4, 0] },
  { id: 'adam-bf16', breakdown: [2, 2, 4] },
];

/** Bytes per parameter an optimizer keeps on every device: the sum of its breakdown. */
export const bytesPerParameter = (state) => state.breakdown.reduce((a, b) => a + b);
