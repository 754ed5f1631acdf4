import { sandboxPhoneScript } from '../../phoneKit/sandboxPhoneScript';

/**
 * The desk page's own script, inside the sandbox phone's shared one: it polls the queue, lists
 * each pool's conversations, shows the chosen one's history and new customer messages, and
 * posts the agent's reply and Close.
 */
export const DESK_SCRIPT = sandboxPhoneScript(
  '/sandbox/suite/desk',
  String.raw`
  var byId = {};
  function fail(e) { $('write-error').textContent = e.message; }
  function entryItem(line) {
    var li = document.createElement('li');
    li.className = line.from === 'customer' ? 'person' : 'bot';
    li.textContent = (line.from === 'customer' ? 'Customer' : line.from === 'agent' ? 'Agent' : 'Assistant') + ': ' + line.text;
    return li;
  }
  function label(c, pool) {
    return pool.name + ' · ' + (c.customer.name || c.customer.id) + ' (' + c.channel + ')' + (c.status === 'closed' ? ' · closed' : '');
  }
  function refresh() {
    fetch(base + '/queue').then(function (r) { return r.json(); }).then(function (queue) {
      var waiting = [];
      queue.pools.forEach(function (pool) {
        pool.conversations.forEach(function (c) { byId[c.id] = c; listConversation(c.id, label(c, pool)); if (c.status === 'waiting') waiting.push(pool.name + ': ' + (c.customer.name || c.customer.id)); });
      });
      $('waiting').textContent = waiting.length ? 'Waiting: ' + waiting.join(', ') : 'No conversation is waiting.';
      var chosen = byId[$('conversation').value];
      if (chosen) showChat(chosen.history);
      $('close').disabled = !chosen || chosen.status === 'closed';
    }).catch(function () {});
  }
  function listConversation(value, text) {
    var select = $('conversation');
    if (!select.options[0] || !select.options[0].value) select.replaceChildren();
    var known = Array.prototype.find.call(select.options, function (o) { return o.value === value; });
    if (known) { known.textContent = text; return; }
    var option = document.createElement('option');
    option.value = value; option.textContent = text;
    select.appendChild(option);
    if (select.options.length === 1) { select.value = value; showAgain(); }
  }
  $('conversation').addEventListener('change', showAgain);
  $('write').addEventListener('submit', function (event) {
    event.preventDefault();
    var id = $('conversation').value;
    if (!id) return;
    post('/conversations/' + encodeURIComponent(id) + '/replies', { text: $('text').value, agentName: $('agent-name').value || 'Selin' }).then(function (sent) {
      $('text').value = ''; $('write-error').textContent = sent.webhookStatus === 200 ? '' : 'The channel answered ' + sent.webhookStatus + '.';
      refresh();
    }).catch(fail);
  });
  $('close').addEventListener('click', function () {
    var id = $('conversation').value;
    if (!id) return;
    post('/conversations/' + encodeURIComponent(id) + '/close', {}).then(refresh).catch(fail);
  });
`,
);
