/**
 * The phone page's script: no framework, text placed with textContent only (never markup).
 * It makes channels, polls the chosen chat every second, writes and taps quick replies as the
 * LINE user. The user id is made once and kept in the browser's storage.
 */
export const PHONE_SCRIPT = String.raw`
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var base = '/sandbox/line';
  var shown = '';
  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      return r.json().then(function (json) { if (!r.ok) throw new Error(json.message || ('Refused: ' + r.status)); return json; });
    });
  }
  function newUserId() {
    var bytes = new Uint8Array(16); crypto.getRandomValues(bytes);
    return 'U' + Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  $('user-id').value = localStorage.getItem('line-sandbox-user') || newUserId();
  localStorage.setItem('line-sandbox-user', $('user-id').value);
  function chatPath() { return '/chats/' + encodeURIComponent($('channel').value) + '/' + encodeURIComponent($('user-id').value); }
  function fail(e) { $('write-error').textContent = e.message; }
  function entryItem(entry) {
    var li = document.createElement('li');
    li.className = entry.from;
    if (entry.imageUrl) {
      var img = document.createElement('img');
      img.src = entry.imageUrl; img.alt = 'Image from the channel';
      li.appendChild(img);
    }
    if (entry.text) li.appendChild(document.createTextNode(entry.text));
    return li;
  }
  function quickButton(item) {
    var b = document.createElement('button');
    b.type = 'button'; b.textContent = item.action.label;
    b.addEventListener('click', function () {
      var done = post(chatPath() + (item.action.type === 'postback' ? '/postbacks' : '/messages'),
        item.action.type === 'postback' ? { data: item.action.data, displayText: item.action.displayText } : { text: item.action.text, displayName: $('display-name').value || 'Sandbox' });
      done.then(refresh).catch(fail);
    });
    return b;
  }
  function refresh() {
    if (!$('channel').value || !$('user-id').checkValidity()) return;
    fetch(base + chatPath()).then(function (r) { return r.json(); }).then(function (chat) {
      $('webhook').textContent = chat.channel ? (chat.channel.basicId + ' · webhook: ' + (chat.webhookUrl || 'none yet') + ' · failed deliveries: ' + chat.failedDeliveries) : 'Unknown channel.';
      var key = JSON.stringify(chat.entries);
      if (key === shown) return;
      shown = key;
      var list = $('chat');
      list.replaceChildren.apply(list, chat.entries.map(entryItem));
      list.scrollTop = list.scrollHeight;
      var last = chat.entries[chat.entries.length - 1];
      var items = last && last.from === 'bot' && last.quickReply ? last.quickReply.items : [];
      var quick = $('quick');
      quick.replaceChildren.apply(quick, items.map(quickButton));
    }).catch(function () {});
  }
  function choose(channel) {
    var select = $('channel');
    if (!select.options[0] || !select.options[0].value) select.replaceChildren();
    if (!Array.prototype.some.call(select.options, function (o) { return o.value === channel.channelId; })) {
      var option = document.createElement('option');
      option.value = channel.channelId; option.textContent = channel.name + ' (' + channel.basicId + ')';
      select.appendChild(option);
    }
    select.value = channel.channelId; shown = ''; refresh();
  }
  $('create').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/channels', { name: $('channel-name').value }).then(function (channel) {
      $('secret').value = channel.channelSecret;
      $('token').value = channel.accessToken;
      $('create-result').textContent = 'Made ' + channel.name + ' (' + channel.basicId + ').';
      choose(channel);
    }).catch(function (e) { $('create-result').textContent = e.message; });
  });
  $('use-token').addEventListener('submit', function (event) {
    event.preventDefault();
    var token = $('known-token').value.trim();
    fetch(base + '/v2/bot/info', { headers: { authorization: 'Bearer ' + token } }).then(function (r) { return r.json(); }).then(function (info) {
      if (!info.userId) throw new Error(info.message);
      $('use-result').textContent = 'Chatting with ' + info.displayName + '.';
      choose({ channelId: token.split('.')[0], name: info.displayName, basicId: info.basicId });
    }).catch(function (e) { $('use-result').textContent = e.message; });
  });
  $('write').addEventListener('submit', function (event) {
    event.preventDefault();
    $('write-error').textContent = '';
    post(chatPath() + '/messages', { text: $('text').value, displayName: $('display-name').value || 'Sandbox' }).then(function () {
      $('text').value = ''; refresh();
    }).catch(fail);
  });
  $('channel').addEventListener('change', function () { shown = ''; refresh(); });
  $('user-id').addEventListener('change', function () { localStorage.setItem('line-sandbox-user', $('user-id').value); shown = ''; refresh(); });
  setInterval(refresh, 1000);
  refresh();
})();
`;
