import { describe, expect, it } from 'vitest';
import { flowChoicesOf, flowTemplateField, flowTemplatesOf } from './whatsappFlowTemplates';

const FLOW_A = '0a000000-0000-4000-8000-00000000000a';
const FLOW_B = '0b000000-0000-4000-8000-00000000000b';

describe('the template per flow fields', () => {
  it('reads the stored templates per flow into one field each and back', () => {
    const stored = { flowTemplates: { [FLOW_A]: { name: 'order_update', language: 'en_US' }, [FLOW_B]: { name: 'merhaba', language: 'tr' } } };
    const fields = flowChoicesOf(stored);
    expect(fields).toEqual({ [flowTemplateField(FLOW_A)]: 'order_update|en_US', [flowTemplateField(FLOW_B)]: 'merhaba|tr' });
    expect(flowTemplatesOf(fields)).toEqual(stored.flowTemplates);
  });

  it('leaves out a flow set to the channel’s default, other fields and what is not a stored template', () => {
    expect(flowTemplatesOf({ [flowTemplateField(FLOW_A)]: '', [flowTemplateField(FLOW_B)]: 'merhaba|tr', outsideWindowTemplate: 'hello_world|en_US' })).toEqual({
      [FLOW_B]: { name: 'merhaba', language: 'tr' },
    });
    expect(flowTemplatesOf({ [flowTemplateField(FLOW_A)]: '' })).toBeUndefined();
    expect(flowChoicesOf({})).toEqual({});
    expect(flowChoicesOf({ flowTemplates: 'hello' })).toEqual({});
    expect(flowChoicesOf({ flowTemplates: { [FLOW_A]: 'hello', [FLOW_B]: { name: 'merhaba' } } })).toEqual({});
  });
});
