import { sandboxPhoneScript } from '../phoneKit/sandboxPhoneScript';

/**
 * The Teams window's own script, inside the sandbox phone's shared one: it registers bots, sets
 * their messaging endpoint, polls the chosen chat and writes as the person; an imBack button
 * writes its value, as Teams does.
 */
export const PHONE_SCRIPT = sandboxPhoneScript(
  '/sandbox/teams',
  String.raw`
  function chatPath() { return '/chats/' + encodeURIComponent($('bot').value) + '/' + encodeURIComponent($('user-id').value); }
  function write(text) {
    $('write-error').textContent = '';
    return post(chatPath() + '/messages', { text: text, name: $('user-name').value || 'Sandbox user' }).then(function (sent) {
      if (sent.status < 200 || sent.status >= 300) $('write-error').textContent = 'The messaging endpoint answered ' + (sent.status || 'nothing') + '.';
      refresh();
    }).catch(function (e) { $('write-error').textContent = e.message; });
  }
  function actionNode(action) {
    if (action.type === 'openUrl') {
      var link = document.createElement('a');
      link.href = String(action.value); link.textContent = action.title + ' ↗'; link.target = '_blank'; link.rel = 'noopener'; link.style.display = 'block';
      return link;
    }
    var b = document.createElement('button');
    b.type = 'button'; b.textContent = action.title;
    b.addEventListener('click', function () { write(String(action.value || action.title)); });
    return b;
  }
  function cardNode(attachment) {
    var box = document.createElement('div');
    box.className = 'card';
    var card = attachment.content || {};
    (card.images || []).forEach(function (image) { var img = document.createElement('img'); img.src = image.url; img.alt = ''; box.appendChild(img); });
    box.appendChild(document.createTextNode([card.title, card.subtitle, card.text].filter(Boolean).join('\n')));
    (card.buttons || []).forEach(function (action) { box.appendChild(actionNode(action)); });
    return box;
  }
  function entryItem(entry) {
    var li = document.createElement('li');
    li.className = entry.from;
    li.appendChild(document.createTextNode(entry.text || ''));
    var activity = entry.activity || {};
    (activity.attachments || []).forEach(function (attachment) { li.appendChild(cardNode(attachment)); });
    ((activity.suggestedActions && activity.suggestedActions.actions) || []).forEach(function (action) { li.appendChild(actionNode(action)); });
    return li;
  }
  function refresh() {
    if (!$('bot').value) return;
    fetch(base + chatPath()).then(function (r) { return r.json(); }).then(function (chat) {
      if (document.activeElement !== $('endpoint') && chat.endpoint) $('endpoint').value = chat.endpoint;
      showChat(chat.entries);
    }).catch(function () {});
  }
  $('register').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/bots', { name: $('bot-name').value }).then(function (bot) {
      $('app-id').value = bot.appId; $('password').value = bot.password;
      choose($('bot'), bot.appId, bot.name + ' (' + bot.appId + ')');
    }).catch(function (e) { $('app-id').value = e.message; });
  });
  $('endpoint-form').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/bots/' + encodeURIComponent($('bot').value) + '/endpoint', { url: $('endpoint').value }).then(function () {
      $('endpoint-result').textContent = 'Saved: Teams posts this bot\'s messages there.';
    }).catch(function (e) { $('endpoint-result').textContent = e.message; });
  });
  $('write').addEventListener('submit', function (event) {
    event.preventDefault();
    var text = $('text').value;
    if (!text) return;
    $('text').value = '';
    write(text);
  });
  $('bot').addEventListener('change', function () { $('endpoint').value = ''; showAgain(); });
  $('user-id').addEventListener('change', showAgain);
`,
);
