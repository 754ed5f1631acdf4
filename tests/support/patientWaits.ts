// Waiting defaults for tests that run on a busy machine.
//
// Testing Library's findBy*/waitFor give up after one second by default. A screen whose
// data arrives a little later (two cores shared by parallel test files) then fails a test
// that is right. Waiting longer changes nothing for a test that passes: the wait ends as
// soon as the expectation holds. A test that expects something never to appear asserts it
// directly, not by waiting.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
