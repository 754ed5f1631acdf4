import type { KyInstance } from 'ky';
import { codeBlockDeleted, codeBlockVersionView, testRunResult, type CodeBlockVersionView, type TestRunResult } from './contracts/rest/codeStation';
import { CODE_WRITING_API, writtenCode, type CodeWritingInput, type WrittenCode } from './contracts/rest/codeWriting';
import { codeBlockPage } from './contracts/rest/designerDataAnswers';
import { restRead } from './designerData/rest';
import { http } from './http';

/** The largest page the code block list asks for: a company's blocks are read in one page. */
const BLOCK_PAGE_SIZE = 1000;
const BLOCKS = '/bot/api/code-station/code-block';
const blockPath = (functionId: string) => `${BLOCKS}/${encodeURIComponent(functionId)}`;

type Call = { signal?: AbortSignal };

/**
 * The Code Station editor's calls (services/contracts/rest/codeStation.ts, docs/code-station.md):
 * the company's code blocks, a version with its code, a new block, the next version, rename,
 * delete and a test run in the sandbox. The company goes in the companyID header; every
 * failure is thrown as an ApiFailure the editor's machine reads.
 */
export function createCodeStationCalls(client: KyInstance = http) {
  return {
    listCodeBlocks: async ({ companyId }: { companyId: string }, { signal }: Call = {}) =>
      (
        await restRead(client, BLOCKS, codeBlockPage, {
          company: companyId,
          searchParams: { companyId, page: '0', pageSize: String(BLOCK_PAGE_SIZE) },
          noCache: true,
          ...(signal ? { signal } : {}),
        })
      ).data.map(({ functionId, functionName }) => ({ functionId, functionName })),
    openCodeBlockVersion: ({ companyId, functionId, version }: { companyId: string; functionId: string; version?: string }, { signal }: Call = {}): Promise<CodeBlockVersionView> =>
      restRead(client, `${blockPath(functionId)}/code`, codeBlockVersionView, {
        company: companyId,
        noCache: true,
        ...(version === undefined ? {} : { searchParams: { version } }),
        ...(signal ? { signal } : {}),
      }),
    createCodeBlock: ({ companyId, ...body }: { companyId: string; functionName: string; code: string; parameters: string[] }, { signal }: Call = {}) =>
      restRead(client, BLOCKS, codeBlockVersionView, { method: 'post', company: companyId, json: body, ...(signal ? { signal } : {}) }),
    saveCodeBlockVersion: ({ companyId, functionId, ...body }: { companyId: string; functionId: string; code: string; parameters: string[] }, { signal }: Call = {}) =>
      restRead(client, `${blockPath(functionId)}/versions`, codeBlockVersionView, { method: 'post', company: companyId, json: body, ...(signal ? { signal } : {}) }),
    renameCodeBlock: ({ companyId, functionId, functionName }: { companyId: string; functionId: string; functionName: string }, { signal }: Call = {}) =>
      restRead(client, blockPath(functionId), codeBlockVersionView, { method: 'patch', company: companyId, json: { functionName }, ...(signal ? { signal } : {}) }),
    deleteCodeBlock: ({ companyId, functionId }: { companyId: string; functionId: string }, { signal }: Call = {}) =>
      restRead(client, blockPath(functionId), codeBlockDeleted, { method: 'delete', company: companyId, ...(signal ? { signal } : {}) }),
    runCodeTest: (
      { companyId, ...body }: { companyId: string; functionId?: string; code: string; parameters: Record<string, string> },
      { signal }: Call = {},
    ): Promise<TestRunResult> =>
      restRead(client, '/bot/api/code-station/test-run', testRunResult, { method: 'post', company: companyId, json: body, ...(signal ? { signal } : {}) }),
    /** A block's body written by one of the company's Generative AI connections; its failures (the model's included) are shown on the page. */
    writeCode: ({ companyId, ...body }: CodeWritingInput & { companyId: string }, { signal }: Call = {}): Promise<WrittenCode> =>
      restRead(client, CODE_WRITING_API, writtenCode, { method: 'post', company: companyId, json: body, stayOnPage: true, ...(signal ? { signal } : {}) }),
  };
}

export type CodeStationCalls = ReturnType<typeof createCodeStationCalls>;
