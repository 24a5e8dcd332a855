// Unit conversions the models share.
#pragma once

namespace dpsc {

constexpr double kMega = 1e6;       // MB
constexpr double kGiga = 1e9;       // GB, Gbit/s and GB/s are decimal, as vendors quote them
constexpr double kBitsPerByte = 8;  // network rates are quoted in bits

}  // namespace dpsc
