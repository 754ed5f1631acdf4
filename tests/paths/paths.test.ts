import { describe, expect, it } from 'vitest';
import { allStateNodeIds, allTransitionKeys, measureCoverage } from './coverage';
import { workflowMachineFiles } from '../../machines/workflowMachineFiles';
import { describePaths, machineCatalogue, pathsFor, type MachineName } from './paths';

const names = Object.keys(machineCatalogue) as MachineName[];

describe('machine catalogue', () => {
  it('lists the account machines and the company and assistant machines', () => {
    const account = ['choosePassword', 'forgotPassword', 'login', 'profileForm', 'register', 'resetPassword', 'sessionGuard', 'twoFactorSetup', 'twoFactorVerify', 'welcome'];
    const companies = ['guide', 'companyCreate', 'companyDelete', 'companyLeave', 'assistantWizard', 'assistantsCreatePopup', 'invitation'];
    const designer = [
      'designer',
      'designerTour',
      'resource',
      'mediaUpload',
      'confirmChange',
      'aiTraining',
      'intentCsvUpload',
      'knowledgeBaseDocuments',
      'testInput',
      'aiList',
      'aiConnections',
      'intentEditor',
      'entityEditor',
      'agentButtonTexts',
      'publish',
    ];
    const conversations = ['chatWidget', 'widgetSignIn', 'messengerWindow', 'votePage', 'conversationList', 'messagePolling', 'conversationInspector'];
    const channels = [
      'channelList',
      'cloudApiKey',
      'partnerWebhook',
      'trackingParameters',
      'persistentMenu',
      'iceBreakers',
      'directLink',
      'webChat',
      'webMessenger',
      'telegram',
      'whatsappCloud',
      'line',
      'generic',
      'teams',
      'suiteConnect',
      'facebookPages',
      'instagramPages',
      'salesChat',
      'salesChatReturn',
    ];
    const codeStation = ['codeStationEditor', 'codeWriter'];
    const shell = ['leavePage', 'releaseCheck', 'search', 'validator', 'secretManager'];
    const analysis = ['reportFilter', 'reportExport', 'assistantList', 'assistantAnalysis', 'conversationReport', 'conversationAssistantReport'];
    const dataStation = ['dataTokens', 'dataSchema', 'dataTable'];
    const install = ['shopifyRedirect', 'integrationInstall'];
    expect([...names].sort()).toEqual(
      [...account, ...companies, ...designer, ...conversations, ...channels, ...codeStation, ...shell, ...analysis, ...dataStation, ...install].sort(),
    );
  });
  it.each(names)('%s: prints the shortest path into every state and the full coverage figures', (name) => {
    const text = describePaths(name);
    const paths = pathsFor(name);
    const machine = machineCatalogue[name].machine;
    const states = allStateNodeIds(machine);
    expect(text.startsWith(`${name}: ${workflowMachineFiles[name]}, ${paths.length} generated paths`)).toBe(true);
    expect(text).toContain(`Shortest path to every state (${states.length} of ${states.length} states):`);
    states.forEach((id) => expect(text).toMatch(new RegExp(`^  ${id.replace(/[.]/g, '\\.')}  \\[`, 'm')));
    const transitions = allTransitionKeys(machine).length;
    expect(text).toContain(`  transitions taken: ${transitions}/${transitions} (100%)`);
    expect(text).toContain('  not covered: nothing');
  });
  it('every invoke has an id equal to its src', () => {
    for (const { machine } of Object.values(machineCatalogue)) {
      const walk = (node: typeof machine.root): void => {
        node.invoke.forEach((inv) => expect(inv.id).toBe(inv.src));
        Object.values(node.states).forEach(walk);
      };
      walk(machine.root);
    }
  });
  it('rejects an unknown machine name', () => {
    expect(() => describePaths('nope')).toThrow(/unknown machine "nope"/);
  });
  it('a model that cannot reach a state fails the coverage check', () => {
    const entry = machineCatalogue.forgotPassword;
    const short = pathsFor('forgotPassword').filter((p) => !p.steps.some((s) => s.state.matches('sent')));
    const coverage = measureCoverage(entry.machine, short);
    expect(coverage.states.missing).toContain('forgotPassword.sent');
  });
});
