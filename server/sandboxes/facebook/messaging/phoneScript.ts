import { sandboxPhoneScript } from '../../phoneKit/sandboxPhoneScript';

/**
 * The phone page's own script, inside the sandbox phone's shared one: it polls the chosen chat,
 * writes and taps quick replies as the person, answers as the receiver that holds the thread and
 * passes it back. The person's id is made once and kept in the browser's storage.
 */
export const PHONE_SCRIPT = sandboxPhoneScript(
  '/sandbox/facebook/messaging',
  String.raw`
  function newUserId() {
    var digits = '7'; var bytes = new Uint8Array(15); crypto.getRandomValues(bytes);
    Array.prototype.forEach.call(bytes, function (b) { digits += String(b % 10); });
    return digits;
  }
  $('user-id').value = localStorage.getItem('facebook-sandbox-user') || newUserId();
  localStorage.setItem('facebook-sandbox-user', $('user-id').value);
  function chatPath() { return '/chats/' + encodeURIComponent($('page').value) + '/' + encodeURIComponent($('user-id').value); }
  function platform() { return $('platform').value; }
  function fail(e) { $('write-error').textContent = e.message; }
  function entryItem(entry) {
    var li = document.createElement('li');
    li.className = entry.from;
    if (entry.from === 'agent') li.appendChild(document.createTextNode('Receiver: '));
    if (entry.imageUrl) {
      var img = document.createElement('img');
      img.src = entry.imageUrl; img.alt = 'Image from the page';
      li.appendChild(img);
    }
    if (entry.text) li.appendChild(document.createTextNode(entry.text));
    return li;
  }
  function quickButton(reply) {
    var b = document.createElement('button');
    b.type = 'button'; b.textContent = reply.title;
    b.addEventListener('click', function () {
      post(chatPath() + '/quick-replies', { platform: platform(), payload: reply.payload }).then(refresh).catch(fail);
    });
    return b;
  }
  function refresh() {
    if (!$('page').value || !$('user-id').checkValidity()) return;
    fetch(base + chatPath() + '?platform=' + platform()).then(function (r) { return r.json(); }).then(function (chat) {
      var withApp = chat.owner.isApp;
      $('thread').textContent = chat.page ? ('Thread with ' + chat.owner.name + ' · webhook: ' + (chat.delivering ? chat.webhookUrl : 'not delivering (page not subscribed)') + ' · failed deliveries: ' + chat.failedDeliveries) : 'Unknown page.';
      $('desk').hidden = withApp;
      $('desk-title').textContent = 'The thread is with ' + chat.owner.name;
      if (!showChat(chat.entries)) return;
      var last = chat.entries.filter(function (e) { return e.from === 'bot'; }).pop();
      var lastAny = chat.entries[chat.entries.length - 1];
      var replies = last && last === lastAny && last.quickReplies ? last.quickReplies : [];
      var quick = $('quick');
      quick.replaceChildren.apply(quick, replies.map(quickButton));
    }).catch(function () {});
  }
  fetch(base + '/pages').then(function (r) { return r.json(); }).then(function (list) {
    list.pages.forEach(function (p) { choose($('page'), p.id, p.instagramUsername ? p.name + ' (@' + p.instagramUsername + ')' : p.name); });
    if (list.pages[0]) { $('page').value = list.pages[0].id; showAgain(); }
  }).catch(function () {});
  $('write').addEventListener('submit', function (event) {
    event.preventDefault();
    $('write-error').textContent = '';
    post(chatPath() + '/messages', { platform: platform(), text: $('text').value, name: $('name').value || 'Sandbox' }).then(function () {
      $('text').value = ''; refresh();
    }).catch(fail);
  });
  $('agent').addEventListener('submit', function (event) {
    event.preventDefault();
    $('desk-error').textContent = '';
    post(chatPath() + '/agent-messages', { platform: platform(), text: $('agent-text').value }).then(function () {
      $('agent-text').value = ''; refresh();
    }).catch(function (e) { $('desk-error').textContent = e.message; });
  });
  $('pass-back').addEventListener('click', function () {
    $('desk-error').textContent = '';
    post(chatPath() + '/pass-back', { platform: platform() }).then(refresh).catch(function (e) { $('desk-error').textContent = e.message; });
  });
  $('page').addEventListener('change', showAgain);
  $('platform').addEventListener('change', showAgain);
  $('user-id').addEventListener('change', function () { localStorage.setItem('facebook-sandbox-user', $('user-id').value); showAgain(); });
`,
);
