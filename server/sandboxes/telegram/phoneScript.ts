import { sandboxPhoneScript } from '../phoneKit/sandboxPhoneScript';

/**
 * The phone page's own script, inside the sandbox phone's shared one: it creates bots, polls the
 * chosen chat, writes and taps as the person.
 */
export const PHONE_SCRIPT = sandboxPhoneScript(
  '/sandbox/telegram',
  String.raw`
  function chatPath() { return '/chats/' + encodeURIComponent($('bot').value) + '/' + encodeURIComponent($('chat-id').value); }
  function tap(messageId, data) {
    post(chatPath() + '/callbacks', { messageId: messageId, data: data }).catch(function (e) { $('write-error').textContent = e.message; });
  }
  function entryItem(entry) {
    var li = document.createElement('li');
    li.className = entry.from;
    var words = [entry.text, entry.caption].filter(Boolean).join('\n');
    if (entry.media) {
      var a = document.createElement('a');
      a.href = entry.media.url; a.textContent = '[' + entry.media.type + '] ' + entry.media.url; a.target = '_blank'; a.rel = 'noopener';
      li.appendChild(a); li.appendChild(document.createElement('br'));
    }
    li.appendChild(document.createTextNode(words));
    var rows = (entry.reply_markup && entry.reply_markup.inline_keyboard) || [];
    rows.forEach(function (row) {
      row.forEach(function (button) {
        if (button.url) {
          var link = document.createElement('a');
          link.href = button.url; link.textContent = button.text + ' ↗'; link.target = '_blank'; link.rel = 'noopener'; link.style.display = 'block';
          li.appendChild(link);
        } else {
          var b = document.createElement('button');
          b.type = 'button'; b.textContent = button.text;
          b.addEventListener('click', function () { tap(entry.message_id, button.callback_data); });
          li.appendChild(b);
        }
      });
    });
    return li;
  }
  function refresh() {
    if (!$('bot').value) return;
    fetch(base + chatPath()).then(function (r) { return r.json(); }).then(function (chat) {
      $('webhook').textContent = chat.bot ? ('@' + chat.bot.username + ' · webhook: ' + (chat.webhookUrl || 'none yet') + ' · updates waiting: ' + chat.pendingUpdates) : 'Unknown bot.';
      showChat(chat.entries);
    }).catch(function () {});
  }
  function chooseBot(bot) { choose($('bot'), String(bot.id), bot.name + ' (@' + bot.username + ')'); }
  $('create').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/bots', { name: $('bot-name').value, username: $('bot-username').value }).then(function (bot) {
      $('token').value = bot.token;
      $('create-result').textContent = 'Created @' + bot.username + '.';
      chooseBot(bot);
    }).catch(function (e) { $('create-result').textContent = e.message; });
  });
  $('use-token').addEventListener('submit', function (event) {
    event.preventDefault();
    fetch(base + '/bot' + encodeURIComponent($('known-token').value.trim()).replace('%3A', ':') + '/getMe').then(function (r) { return r.json(); }).then(function (answer) {
      if (!answer.ok) throw new Error(answer.description);
      $('use-result').textContent = 'Chatting with @' + answer.result.username + '.';
      chooseBot({ id: answer.result.id, name: answer.result.first_name, username: answer.result.username });
    }).catch(function (e) { $('use-result').textContent = e.message; });
  });
  $('write').addEventListener('submit', function (event) {
    event.preventDefault();
    $('write-error').textContent = '';
    post(chatPath() + '/messages', { text: $('text').value, firstName: $('first-name').value || 'Sandbox' }).then(function () {
      $('text').value = ''; refresh();
    }).catch(function (e) { $('write-error').textContent = e.message; });
  });
  $('bot').addEventListener('change', showAgain);
  $('chat-id').addEventListener('change', showAgain);
`,
);
