// A code block's sandbox thread (server/codeStation/codeRunner.ts starts it): each run gets a
// fresh QuickJS runtime compiled to WebAssembly with a time limit (interrupt handler), a memory
// limit and a stack limit. Nothing of Node reaches the code: no require, no process, no fetch,
// no file system; console.* lines are kept (bounded) and handed back with the outcome.
import { parentPort } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';

const MAX_LOG_LINES = 100;
const MAX_LOG_CHARS = 10_000;

/** The program the runtime evaluates: the code as the body of main(params), its outcome as JSON text. */
function programOf(code, params) {
  return `(function () {
  var logs = [], chars = 0, cut = false;
  var text = function (v) { if (typeof v === 'string') return v; try { var s = JSON.stringify(v); return s === undefined ? String(v) : s; } catch (e) { return String(v); } };
  var log = function () {
    if (cut) return;
    var line = Array.prototype.map.call(arguments, text).join(' ');
    if (logs.length >= ${MAX_LOG_LINES} || chars + line.length > ${MAX_LOG_CHARS}) { cut = true; logs.push('(more output was left out)'); return; }
    chars += line.length; logs.push(line);
  };
  globalThis.console = { log: log, info: log, warn: log, error: log, debug: log };
  var describe = function (e) { return e && typeof e === 'object' && 'message' in e ? (e.name ? e.name + ': ' : '') + String(e.message) : String(e); };
  var main;
  try { main = new Function('params', ${JSON.stringify(code)}); } catch (e) { return JSON.stringify({ state: 'syntax', message: describe(e), logs: logs }); }
  var result;
  try { result = main(JSON.parse(${JSON.stringify(JSON.stringify(params))})); } catch (e) { return JSON.stringify({ state: 'thrown', message: describe(e), logs: logs }); }
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    return JSON.stringify({ state: 'result', got: result === null ? 'null' : Array.isArray(result) ? 'an array' : typeof result, logs: logs });
  }
  var values = {};
  try {
    Object.keys(result).forEach(function (key) {
      var v = result[key];
      if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && isFinite(v))) values[key] = v;
    });
  } catch (e) { return JSON.stringify({ state: 'thrown', message: describe(e), logs: logs }); }
  return JSON.stringify({ state: 'ok', values: values, logs: logs });
})()`;
}

function run(QuickJS, request) {
  const { code, params, limits } = request;
  const runtime = QuickJS.newRuntime();
  let timedOut = false;
  try {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(limits.stackBytes);
    const deadline = Date.now() + limits.timeMs;
    runtime.setInterruptHandler(() => {
      if (Date.now() > deadline) timedOut = true;
      return timedOut;
    });
    const context = runtime.newContext();
    try {
      const result = context.evalCode(programOf(code, params), 'code-block.js');
      if (result.error) {
        const error = context.dump(result.error);
        result.error.dispose();
        const message = typeof error === 'object' && error !== null ? `${error.name ?? 'Error'}: ${error.message ?? ''}` : String(error);
        if (timedOut) return { state: 'time' };
        if (/out of memory/i.test(message)) return { state: 'memory' };
        if (/stack overflow/i.test(message)) return { state: 'stack' };
        return { state: 'thrown', message, logs: [] };
      }
      const text = context.getString(result.value);
      result.value.dispose();
      const outcome = JSON.parse(text);
      if (outcome.state === 'thrown' && /out of memory/i.test(outcome.message)) return { state: 'memory', logs: outcome.logs };
      if (outcome.state === 'thrown' && /stack overflow/i.test(outcome.message)) return { state: 'stack', logs: outcome.logs };
      return outcome;
    } finally {
      context.dispose();
    }
  } finally {
    runtime.dispose();
  }
}

const QuickJS = await getQuickJS();
parentPort.on('message', (request) => {
  let outcome;
  try {
    outcome = run(QuickJS, request);
  } catch (error) {
    // The WebAssembly module itself failed: answer, then let the pool start a fresh thread.
    parentPort.postMessage({ id: request.id, outcome: { state: 'crashed', message: String(error?.message ?? error) } });
    process.exit(1);
  }
  parentPort.postMessage({ id: request.id, outcome });
});
parentPort.postMessage({ ready: true });
