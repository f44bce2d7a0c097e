// tools/trace/html.cpp — the page of `lanefill trace --html FILE`. The steps
// are embedded as JSON; a small script draws one step at a time. The page
// reads `?press=next,next,prev,view` (buttons pressed in order, through their
// own click handlers) so that a headless browser can step through it; the
// state it shows is mirrored in <pre id="shown"> (step, lane view, lane values).
#include "html.hpp"

#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>

namespace lanefill::trace {
namespace {

// The pieces joined (appends: g++ 12 warns falsely on some `"text" + string`).
std::string cat(std::initializer_list<std::string_view> pieces) {
  std::string out;
  for (std::string_view p : pieces) out.append(p);
  return out;
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '<') {
      out += "\\u003c";  // never "</script>" inside the script
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string hex(Bitboard b) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(b));
  return text;
}

template <class T, class F>
std::string json_list(const T& items, F each) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out.push_back(',');
    out.append(each(items[i]));
  }
  out.push_back(']');
  return out;
}

std::string steps_json(const Trace& t) {
  return json_list(t.steps, [](const Step& s) {
    std::string unchanged = "[";
    for (std::size_t i = 0; i < s.unchanged.size(); ++i) {
      if (i) unchanged.push_back(',');
      unchanged.append(s.unchanged[i] ? "true" : "false");
    }
    unchanged.push_back(']');
    return cat({"{\"reg\":", json_string(s.reg), ",\"names\":",
                json_list(s.lane_names, json_string), ",\"ops\":", json_list(s.ops, json_string),
                ",\"instructions\":", std::to_string(s.instructions),
                ",\"lanes\":", json_list(s.lanes, [](Bitboard b) { return json_string(hex(b)); }),
                ",\"unchanged\":", unchanged, "}"});
  });
}

const char* kStyle = R"(
body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#222;background:#fafafa}
h1{font-size:18px;margin:0 0 4px} .sub{color:#555;margin:0 0 12px}
.controls button,.controls select{font-size:14px;margin-right:6px;padding:3px 10px}
.step{margin:10px 0;padding:8px;background:#fff;border:1px solid #ddd;border-radius:6px}
.ops{font-family:monospace;color:#333} .lanes{display:flex;flex-wrap:wrap;gap:14px;margin-top:8px}
.lane{text-align:center} .lane.same .name{color:#999} .name{font-weight:600;font-size:13px}
table.board{border-collapse:collapse;margin:4px auto} table.board td{width:14px;height:14px;border:1px solid #ccc;padding:0}
td.on{background:#2b6cb0} .lane.same td.on{background:#90a4bf} td.dark{background:#eee} td.dark.on{background:#2b6cb0}
.hex{font-family:monospace;font-size:12px} .verdict{font-weight:600} .ok{color:#2a7a2a} .bad{color:#b00}
pre#shown{font-size:12px;color:#555}
)";

const char* kScript = R"(
const T = JSON.parse(document.getElementById('data').textContent);
let at = 0, view = -1;  // view -1: every lane
const el = id => document.getElementById(id);
function board(hex, same) {
  const b = BigInt(hex);
  let h = '<table class="board">';
  for (let r = 7; r >= 0; --r) {
    h += '<tr>';
    for (let f = 0; f < 8; ++f) {
      const on = (b >> BigInt(r * 8 + f)) & 1n;
      h += '<td class="' + ((r + f) % 2 ? '' : 'dark') + (on ? ' on' : '') + '"></td>';
    }
    h += '</tr>';
  }
  return h + '</table>';
}
function draw() {
  const s = T.steps[at];
  el('counter').textContent = 'step ' + (at + 1) + ' of ' + T.steps.length;
  const lanes = s.lanes.map((hex, i) => ({hex, i})).filter(l => view < 0 || l.i === view);
  el('step').innerHTML = '<div><b>' + s.reg + '</b> &mdash; ' + s.instructions +
      ' vector instruction' + (s.instructions === 1 ? '' : 's') + '</div><div class="ops">' +
      s.ops.join(' &middot; ') + '</div><div class="lanes">' + lanes.map(l =>
        '<div class="lane' + (s.unchanged[l.i] ? ' same' : '') + '"><div class="name">lane ' +
        l.i + ' ' + s.names[l.i] + (s.unchanged[l.i] ? ' (unchanged)' : '') + '</div>' +
        board(l.hex) + '<div class="hex">' + l.hex + '</div></div>').join('') + '</div>';
  const options = ['every lane'].concat(s.names.map((n, i) => 'lane ' + i + ' ' + n));
  el('view').innerHTML = options.map((o, i) => '<option value="' + (i - 1) + '"' +
      (i - 1 === view ? ' selected' : '') + '>' + o + '</option>').join('');
  el('shown').textContent = 'step=' + (at + 1) + ' view=' + (view < 0 ? 'all' : view) +
      ' lanes=' + lanes.map(l => l.hex).join(',');
}
el('prev').onclick = () => { if (at > 0) --at; draw(); };
el('next').onclick = () => { if (at + 1 < T.steps.length) ++at; draw(); };
el('view').onchange = () => { view = Number(el('view').value); draw(); };
el('cycle').onclick = () => {  // the next lane view: every lane, lane 0, lane 1, ...
  const n = T.steps[at].lanes.length;
  view = view + 1 < n ? view + 1 : -1;
  draw();
};
draw();
for (const press of (new URLSearchParams(location.search).get('press') || '').split(',')) {
  if (press === 'next' || press === 'prev') el(press).click();
  if (press === 'view') el('cycle').click();
}
)";

}  // namespace

std::string html_page(const Trace& t, const std::string& title) {
  std::string outputs;
  for (const Output& o : t.outputs)
    outputs.append(cat({"<tr><td>", o.name, "</td><td class=\"hex\">", hex(o.got), "</td><td>",
                        o.got == o.reference ? "= reference" : "<span class=bad>differs</span>",
                        "</td></tr>"}));
  const bool ok = t.matches_reference && t.matches_dispatched.value_or(true);
  const std::string verdict =
      cat({std::to_string(t.instructions), " vector instructions in ",
           std::to_string(t.steps.size()), " steps; result ",
           t.matches_reference ? "identical to the reference" : "DIFFERS from the reference"});
  return cat(
      {"<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>",
       title,
       "</title><style>",
       kStyle,
       "</style></head><body>\n<h1>",
       title,
       "</h1><p class=\"sub\">",
       t.what,
       "<br>",
       t.layout,
       "</p>\n",
       "<div class=\"controls\"><button id=\"prev\">&larr; back</button>"
       "<button id=\"next\">forward &rarr;</button><button id=\"cycle\">next lane "
       "view</button><select id=\"view\"></select> <span id=\"counter\"></span></div>\n"
       "<div class=\"step\" id=\"step\"></div>\n<pre id=\"shown\"></pre>\n<p class=\"verdict ",
       ok ? "ok" : "bad",
       "\">",
       verdict,
       "</p><table>",
       outputs,
       "</table>\n<script type=\"application/json\" id=\"data\">{\"steps\":",
       steps_json(t),
       "}</script>\n<script>",
       kScript,
       "</script>\n</body></html>\n"});
}

}  // namespace lanefill::trace
