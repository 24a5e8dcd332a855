// The validation's rows as the site's accuracy page shows them (scripts/docs/accuracy.mjs and memory.mjs).
// They are committed, under docs/estimator/validation/, so that the site builds in seconds without this
// suite. Each test writes its file into the build tree and fails when the committed copy differs, so a
// change to the estimator or the data cannot leave the page behind. `npm run validation` writes the
// committed copies instead (DPSC_UPDATE_VALIDATION=1).
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#ifndef DPSC_VALIDATION_DIR
#define DPSC_VALIDATION_DIR "docs/estimator/validation"
#endif
#ifndef DPSC_BUILD_DIR
#define DPSC_BUILD_DIR "."
#endif

namespace dpsc::validation {

inline bool updating() {
  const char* flag = std::getenv("DPSC_UPDATE_VALIDATION");
  return flag && std::string(flag) == "1";
}

inline std::string committed(const std::string& name) { return std::string(DPSC_VALIDATION_DIR) + "/" + name; }

// Where a test writes `name`: the committed copy when updating, else the build tree.
inline std::string path(const std::string& name) {
  if (updating()) return committed(name);
  const std::string directory = std::string(DPSC_BUILD_DIR) + "/validation";
  std::filesystem::create_directories(directory);
  return directory + "/" + name;
}

inline std::string slurp(const std::string& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Fails, naming the first line that differs, when what this run wrote is not what is committed.
inline void expect_current(const std::string& name) {
  if (updating()) return;
  std::istringstream fresh(slurp(path(name))), kept(slurp(committed(name)));
  std::string now, then;
  for (int line = 1;; ++line) {
    const bool more_now = static_cast<bool>(std::getline(fresh, now));
    const bool more_then = static_cast<bool>(std::getline(kept, then));
    if (!more_now && !more_then) return;
    if (more_now != more_then || now != then) {
      ADD_FAILURE() << "docs/estimator/validation/" << name << " is stale at line " << line
                    << ":\n  committed: " << then << "\n  this run:  " << now
                    << "\nRun `npm run validation` and commit what it writes.";
      return;
    }
  }
}

}  // namespace dpsc::validation
