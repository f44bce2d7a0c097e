// tools/args.hpp — command-line parsing for the lanefill CLI.
//
// Options are long only ("--isa avx2" or "--isa=avx2"), plus -h/--help.
// A lone "-" is a positional argument (FEN fields use it); "--" ends the
// options. Every problem is reported by throwing UsageError, whose message
// main() prints as "lanefill: <message>" before exiting with status 2.
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "lanefill/bitboard.hpp"

namespace lanefill::cli {

// The one form every error message takes before it is printed: control
// characters escaped (\n -> \x0a: a message stays one line), and every
// quoted echo of user input ('...') cut to at most 40 characters.
std::string one_line_message(std::string_view message);

class UsageError : public std::runtime_error {
 public:
  explicit UsageError(std::string_view message) : std::runtime_error(one_line_message(message)) {}
};

struct CommandArgs {
  std::vector<std::string> positional;
  std::map<std::string, std::string, std::less<>> options;  // "--isa" -> "avx2"
  std::set<std::string, std::less<>> flags;                 // "--divide"
  bool help = false;

  std::optional<std::string> option(std::string_view name) const;
  bool flag(std::string_view name) const { return flags.find(name) != flags.end(); }
};

// Parses the arguments after the command name. `value_options` lists the
// options this command accepts that take a value, `flag_options` those that
// take none. -h/--help anywhere before "--" sets `help` and stops parsing.
CommandArgs parse_command_args(std::string_view command, const std::vector<std::string>& args,
                               std::initializer_list<std::string_view> value_options,
                               std::initializer_list<std::string_view> flag_options = {});

// "e4" -> E4; throws UsageError for anything else (e.g. "i9", "E44").
Square parse_square(std::string_view text);
// "0x8100000000000081", "0X81" or "81": 1..16 hex digits; throws UsageError.
Bitboard parse_hex_bitboard(std::string_view text);
// The positional arguments joined by single spaces (an unquoted FEN).
std::string join(const std::vector<std::string>& words);

}  // namespace lanefill::cli
