/**
 * The script every sandbox's phone page runs around its own part: no framework, text placed with
 * textContent only (never markup). It gives the own part `$` (an element by id), `post` (JSON to
 * the sandbox at `base`, a refusal thrown with its message), `showChat` (the chat list redrawn
 * with the own part's `entryItem` when the entries changed; answers whether they did),
 * `showAgain` (redraw even if unchanged) and `choose` (add an option to a select once and pick
 * it); then it runs the own part's `refresh` now and every second.
 */
export function sandboxPhoneScript(base: string, own: string): string {
  return String.raw`
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var base = ${JSON.stringify(base)};
  var shown = '';
  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      return r.json().then(function (json) { if (!r.ok) throw new Error(json.message || ('Refused: ' + r.status)); return json; });
    });
  }
  function showChat(entries) {
    var key = JSON.stringify(entries);
    if (key === shown) return false;
    shown = key;
    var list = $('chat');
    list.replaceChildren.apply(list, entries.map(entryItem));
    list.scrollTop = list.scrollHeight;
    return true;
  }
  function showAgain() { shown = ''; refresh(); }
  function choose(select, value, label) {
    if (!select.options[0] || !select.options[0].value) select.replaceChildren();
    if (!Array.prototype.some.call(select.options, function (o) { return o.value === value; })) {
      var option = document.createElement('option');
      option.value = value; option.textContent = label;
      select.appendChild(option);
    }
    select.value = value; showAgain();
  }
${own}
  setInterval(refresh, 1000);
  refresh();
})();
`;
}
