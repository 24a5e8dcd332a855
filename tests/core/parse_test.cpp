#include "core/parse.hpp"

#include <gtest/gtest.h>

#include <string>

namespace dpsc {
namespace {

// Separators as Intl.NumberFormat reports them for each language.
constexpr Separators kEnglish{'.', ','};
constexpr Separators kGerman{',', '.'};
constexpr Separators kPortuguese{',', '.'};  // pt-BR; pt-PT groups with a space
constexpr Separators kItalian{',', '.'};
constexpr Separators kPortugal{',', 0xA0};

struct Row {
  const char* locale;
  Separators seps;
  std::string text;
  Code code;
  double value;
};

std::ostream& operator<<(std::ostream& os, const Row& r) { return os << r.locale << " \"" << r.text << '"'; }

class ParseTable : public ::testing::TestWithParam<Row> {};

TEST_P(ParseTable, ParsesOrNamesTheProblem) {
  const Row& row = GetParam();
  ParsedNumber parsed = parse_number(row.text, row.seps);
  EXPECT_EQ(parsed.code, row.code) << code_name(parsed.code);
  if (row.code == Code::ok) EXPECT_EQ(parsed.value, row.value);
}

const std::string kNbsp = "\xC2\xA0";
const std::string kNarrowNbsp = "\xE2\x80\xAF";

INSTANTIATE_TEST_SUITE_P(
    English, ParseTable,
    ::testing::Values(
        Row{"en", kEnglish, "2000", Code::ok, 2000}, Row{"en", kEnglish, "2,000", Code::ok, 2000},
        Row{"en", kEnglish, "1,234,567.25", Code::ok, 1234567.25}, Row{"en", kEnglish, "0.9", Code::ok, 0.9},
        Row{"en", kEnglish, ".5", Code::ok, 0.5}, Row{"en", kEnglish, "2.", Code::ok, 2},
        Row{"en", kEnglish, "  64  ", Code::ok, 64}, Row{"en", kEnglish, "+7", Code::ok, 7},
        Row{"en", kEnglish, "-5", Code::ok, -5},
        Row{"en", kEnglish,
            "\xE2\x88\x92"
            "5",
            Code::ok, -5},
        Row{"en", kEnglish, "2e3", Code::ok, 2000}, Row{"en", kEnglish, "1.5E-2", Code::ok, 0.015},
        Row{"en", kEnglish, "1 234.5", Code::ok, 1234.5}, Row{"en", kEnglish, "1" + kNbsp + "234.5", Code::ok, 1234.5},
        Row{"en", kEnglish, "", Code::empty, 0}, Row{"en", kEnglish, "   ", Code::empty, 0},
        Row{"en", kEnglish, kNbsp, Code::empty, 0}, Row{"en", kEnglish, "0,9", Code::misplaced_separator, 0},
        Row{"en", kEnglish, "2,00", Code::misplaced_separator, 0},
        Row{"en", kEnglish, "20,00,000", Code::misplaced_separator, 0},
        Row{"en", kEnglish, "1,234,5678", Code::misplaced_separator, 0},
        Row{"en", kEnglish, ",5", Code::misplaced_separator, 0},
        Row{"en", kEnglish, "1.2.3", Code::misplaced_separator, 0},
        Row{"en", kEnglish, "1.234,5", Code::misplaced_separator, 0},
        Row{"en", kEnglish, "2000'5", Code::misplaced_separator, 0}, Row{"en", kEnglish, "abc", Code::not_a_number, 0},
        Row{"en", kEnglish, "NaN", Code::not_a_number, 0}, Row{"en", kEnglish, "Infinity", Code::not_a_number, 0},
        Row{"en", kEnglish, "2000 samples/s", Code::not_a_number, 0},
        Row{"en", kEnglish, "0x10", Code::not_a_number, 0}, Row{"en", kEnglish, "1e", Code::not_a_number, 0},
        Row{"en", kEnglish, "e5", Code::not_a_number, 0}, Row{"en", kEnglish, "--5", Code::not_a_number, 0},
        Row{"en", kEnglish, ".", Code::not_a_number, 0}, Row{"en", kEnglish, "-", Code::not_a_number, 0},
        Row{"en", kEnglish, "90%", Code::not_a_number, 0}, Row{"en", kEnglish, "1e400", Code::out_of_range, 0},
        Row{"en", kEnglish, "-1e400", Code::out_of_range, 0}, Row{"en", kEnglish, "1e-400", Code::ok, 0}));

INSTANTIATE_TEST_SUITE_P(German, ParseTable,
                         ::testing::Values(Row{"de", kGerman, "2.000", Code::ok, 2000},
                                           Row{"de", kGerman, "0,9", Code::ok, 0.9},
                                           Row{"de", kGerman, "1.234.567,5", Code::ok, 1234567.5},
                                           Row{"de", kGerman, "1 234,5", Code::ok, 1234.5},
                                           Row{"de", kGerman, "1" + kNbsp + "234,5", Code::ok, 1234.5},
                                           Row{"de", kGerman, "1" + kNarrowNbsp + "234,5", Code::ok, 1234.5},
                                           Row{"de", kGerman, "57,6", Code::ok, 57.6},
                                           Row{"de", kGerman, "0.9", Code::misplaced_separator, 0},
                                           Row{"de", kGerman, "64.5", Code::misplaced_separator, 0},
                                           Row{"de", kGerman, "1,234.5", Code::misplaced_separator, 0},
                                           Row{"de", kGerman, "2,5,0", Code::misplaced_separator, 0},
                                           Row{"de", kGerman, "zwei", Code::not_a_number, 0}));

INSTANTIATE_TEST_SUITE_P(Portuguese, ParseTable,
                         ::testing::Values(Row{"pt", kPortuguese, "2.000", Code::ok, 2000},
                                           Row{"pt", kPortuguese, "0,9", Code::ok, 0.9},
                                           Row{"pt", kPortuguese, "115.200,75", Code::ok, 115200.75},
                                           Row{"pt", kPortuguese, "0.9", Code::misplaced_separator, 0},
                                           Row{"pt-PT", kPortugal, "2" + kNbsp + "000,5", Code::ok, 2000.5},
                                           Row{"pt-PT", kPortugal, "2 000", Code::ok, 2000},
                                           Row{"pt-PT", kPortugal, "2.000", Code::misplaced_separator, 0},
                                           Row{"pt", kPortuguese, "dois mil", Code::not_a_number, 0}));

INSTANTIATE_TEST_SUITE_P(Italian, ParseTable,
                         ::testing::Values(Row{"it", kItalian, "2.000", Code::ok, 2000},
                                           Row{"it", kItalian, "0,9", Code::ok, 0.9},
                                           Row{"it", kItalian, "12.800", Code::ok, 12800},
                                           Row{"it", kItalian, "12.80", Code::misplaced_separator, 0},
                                           Row{"it", kItalian, "1,5e3", Code::ok, 1500},
                                           Row{"it", kItalian, "mille", Code::not_a_number, 0}));

TEST(Parse, PercentSignOnlyWhereAllowed) {
  EXPECT_EQ(parse_number("90 %", kEnglish, true).value, 90);
  EXPECT_EQ(parse_number("90%", kGerman, true).value, 90);
  EXPECT_EQ(parse_number("%", kEnglish, true).code, Code::not_a_number);
  EXPECT_EQ(parse_number(" % ", kEnglish, true).code, Code::not_a_number);
  EXPECT_EQ(parse_number("90 %", kEnglish, false).code, Code::not_a_number);
}

TEST(Parse, MalformedUtf8IsNotANumber) {
  EXPECT_EQ(parse_number("12\xFF", kEnglish).code, Code::not_a_number);
  EXPECT_EQ(parse_number("\xC2", kEnglish).code, Code::not_a_number);
  EXPECT_EQ(parse_number("1\xE2\x80", kEnglish).code, Code::not_a_number);
}

TEST(Parse, EmbeddedNulIsNotANumber) {
  EXPECT_EQ(parse_number(std::string("12\0"
                                     "3",
                                     4),
                         kEnglish)
                .code,
            Code::not_a_number);
}

TEST(Parse, IdenticalSeparatorsFallBackToSpaceGrouping) {
  ParsedNumber parsed = parse_number("1.5", Separators{'.', '.'});
  EXPECT_EQ(parsed.code, Code::ok);
  EXPECT_EQ(parsed.value, 1.5);
}

TEST(Parse, RoundsLikeTheCompiler) {
  EXPECT_EQ(parse_number("0.1", kEnglish).value, 0.1);
  EXPECT_EQ(parse_number("57.6", kEnglish).value, 57.6);
  EXPECT_EQ(parse_number("9007199254740993", kEnglish).value, 9007199254740992.0);
  EXPECT_EQ(parse_number("1.7976931348623157e308", kEnglish).value, 1.7976931348623157e308);
}

}  // namespace
}  // namespace dpsc
