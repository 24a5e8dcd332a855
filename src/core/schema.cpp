#include "schema.hpp"

namespace dpsc {

void check_list(Issues& issues, Field field, const List& list, const Rule& item_rule) {
  if (!passes(list.length, count_rule(0, kListCapacityValue))) {
    const bool long_list = list.length > kListCapacityValue;
    issues.add(field, long_list ? Code::too_many : Code::not_a_number, long_list ? kListCapacityValue : kNoLimit);
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list.items[i]) check_into(issues, field, *list.items[i], item_rule, static_cast<int>(i));
  }
}

void read_list(List& list, const double* values, const double* given) {
  list.length = *given != 0 ? *values : 0;
  for (std::size_t i = 0; i < kListCapacity; ++i) {
    if (given[1 + i] != 0) list.items[i] = values[1 + i];
  }
}

}  // namespace dpsc
