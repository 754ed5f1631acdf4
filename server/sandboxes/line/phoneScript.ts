import { sandboxPhoneScript } from '../phoneKit/sandboxPhoneScript';

/**
 * The phone page's own script, inside the sandbox phone's shared one: it makes channels, polls the
 * chosen chat, writes and taps quick replies as the LINE user. The user id is made once and kept
 * in the browser's storage.
 */
export const PHONE_SCRIPT = sandboxPhoneScript(
  '/sandbox/line',
  String.raw`
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
      if (!showChat(chat.entries)) return;
      var last = chat.entries[chat.entries.length - 1];
      var items = last && last.from === 'bot' && last.quickReply ? last.quickReply.items : [];
      var quick = $('quick');
      quick.replaceChildren.apply(quick, items.map(quickButton));
    }).catch(function () {});
  }
  function chooseChannel(channel) { choose($('channel'), channel.channelId, channel.name + ' (' + channel.basicId + ')'); }
  $('create').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/channels', { name: $('channel-name').value }).then(function (channel) {
      $('secret').value = channel.channelSecret;
      $('token').value = channel.accessToken;
      $('create-result').textContent = 'Made ' + channel.name + ' (' + channel.basicId + ').';
      chooseChannel(channel);
    }).catch(function (e) { $('create-result').textContent = e.message; });
  });
  $('use-token').addEventListener('submit', function (event) {
    event.preventDefault();
    var token = $('known-token').value.trim();
    fetch(base + '/v2/bot/info', { headers: { authorization: 'Bearer ' + token } }).then(function (r) { return r.json(); }).then(function (info) {
      if (!info.userId) throw new Error(info.message);
      $('use-result').textContent = 'Chatting with ' + info.displayName + '.';
      chooseChannel({ channelId: token.split('.')[0], name: info.displayName, basicId: info.basicId });
    }).catch(function (e) { $('use-result').textContent = e.message; });
  });
  $('write').addEventListener('submit', function (event) {
    event.preventDefault();
    $('write-error').textContent = '';
    post(chatPath() + '/messages', { text: $('text').value, displayName: $('display-name').value || 'Sandbox' }).then(function () {
      $('text').value = ''; refresh();
    }).catch(fail);
  });
  $('channel').addEventListener('change', showAgain);
  $('user-id').addEventListener('change', function () { localStorage.setItem('line-sandbox-user', $('user-id').value); showAgain(); });
`,
);
