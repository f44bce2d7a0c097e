// tools/args.cpp — command-line parsing for the lanefill CLI.
#include "args.hpp"

#include <algorithm>
#include <string>

namespace lanefill::cli {

std::string one_line_message(std::string_view message) {
  constexpr std::size_t kMaxEcho = 40;
  std::string out;
  bool quoted = false;
  std::size_t echoed = 0;  // characters of the current quoted echo
  for (std::size_t i = 0; i < message.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(message[i]);
    if (c == '\'') {
      // A quote opens an echo, or closes it when the next character ends the
      // word (space, punctuation or the end of the message).
      const bool closes =
          quoted && (i + 1 == message.size() || message[i + 1] == ' ' || message[i + 1] == ':' ||
                     message[i + 1] == ',' || message[i + 1] == ')' || message[i + 1] == '.');
      if (!quoted || closes) {
        quoted = !quoted;
        echoed = 0;
        out += '\'';
        continue;
      }
    }
    if (quoted && ++echoed > kMaxEcho) {
      if (echoed == kMaxEcho + 1) out += "...";
      continue;
    }
    if (c < 0x20 || c == 0x7f) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  constexpr std::size_t kMaxMessage = 240;  // whatever the quoting, one short line
  if (out.size() > kMaxMessage) out = out.substr(0, kMaxMessage - 3) + "...";
  return out;
}
namespace {

// "-x..." but not "-" (a FEN field) or "-1" (a negative number, for the FEN parser to reject).
bool is_option_like(std::string_view arg) {
  return arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9');
}

std::string help_hint(std::string_view command) {
  return " (see 'lanefill " + std::string(command) + " --help')";
}

int hex_digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<std::string> CommandArgs::option(std::string_view name) const {
  const auto it = options.find(name);
  if (it == options.end()) return std::nullopt;
  return it->second;
}

CommandArgs parse_command_args(std::string_view command, const std::vector<std::string>& args,
                               std::initializer_list<std::string_view> value_options,
                               std::initializer_list<std::string_view> flag_options) {
  CommandArgs parsed;
  // -h/--help wins over any other problem on the line.
  for (const std::string& arg : args) {
    if (arg == "--") break;
    if (arg == "-h" || arg == "--help") {
      parsed.help = true;
      return parsed;
    }
  }
  bool options_done = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (options_done || !is_option_like(arg)) {
      parsed.positional.push_back(arg);
      continue;
    }
    if (arg == "--") {
      options_done = true;
      continue;
    }
    const std::size_t eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    if (std::find(flag_options.begin(), flag_options.end(), name) != flag_options.end()) {
      if (eq != std::string::npos) throw UsageError("option " + name + " takes no value");
      if (!parsed.flags.insert(name).second)
        throw UsageError("option " + name + " given more than once");
      continue;
    }
    const bool known =
        std::find(value_options.begin(), value_options.end(), name) != value_options.end();
    if (!known)
      throw UsageError("unknown option '" + name + "' for '" + std::string(command) + "'" +
                       help_hint(command));
    std::string value;
    if (eq != std::string::npos) {
      value = arg.substr(eq + 1);
    } else if (i + 1 < args.size() && !is_option_like(args[i + 1])) {
      value = args[++i];
    } else {
      throw UsageError("option " + name + " needs a value" + help_hint(command));
    }
    if (value.empty()) throw UsageError("option " + name + " needs a value" + help_hint(command));
    if (!parsed.options.emplace(name, value).second)
      throw UsageError("option " + name + " given more than once");
  }
  return parsed;
}

Square parse_square(std::string_view text) {
  const Square sq = square_from_name(text);
  if (sq == kNoSquare || text[0] < 'a' || text[0] > 'h')
    throw UsageError("bad square '" + std::string(text) + "' (expected a1..h8, e.g. e4)");
  return sq;
}

Bitboard parse_hex_bitboard(std::string_view text) {
  const std::string shown = "bad hex bitboard '" + std::string(text) + "'";
  std::string_view digits = text;
  if (digits.size() >= 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
    digits.remove_prefix(2);
  if (digits.empty()) throw UsageError(shown + ": no hex digits");
  Bitboard value = 0;
  for (const char c : digits) {
    const int v = hex_digit_value(c);
    if (v < 0) {
      std::string what = shown + ": ";
      if (c > 0x20 && c < 0x7f) {
        what += '\'';
        what += c;
        what += "' is";
      } else {
        what += "a character is";
      }
      throw UsageError(what + " not a hex digit (a FEN needs '/' between its ranks)");
    }
    value = (value << 4) | static_cast<Bitboard>(v);
  }
  if (digits.size() > 16)
    throw UsageError(shown + ": " + std::to_string(digits.size()) +
                     " hex digits, at most 16 fit in a bitboard");
  return value;
}

std::string join(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) {
    if (!s.empty()) s += ' ';
    s += w;
  }
  return s;
}

}  // namespace lanefill::cli
