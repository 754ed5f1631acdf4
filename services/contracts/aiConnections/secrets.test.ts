import { describe, expect, it } from 'vitest';
import { aiConnectionDefinitions, SECRET_MASK } from '.';
import { keepMaskedSecrets, maskSecrets, secretValues, withSecrets, withoutSecrets } from './secrets';

const patterns = aiConnectionDefinitions.generativeCustom.secrets;
const model = (key: string) => ({ modelType: 'gpt-35-turbo', deploymentName: 'd', resourceName: 'r', endpoint: 'https://r.example.com', azureKey: key, apiStyle: 'azure' });
const settings = { isDefaultProvider: false, generativeAIProviderProperties: { generativeModels: [model('k1'), model('k2')], vectorSearchModels: [model('k3')] } };

describe('AI connection secrets', () => {
  it('finds the key of every model in every list', () => {
    expect(secretValues(settings, patterns)).toEqual({
      'generativeAIProviderProperties.generativeModels.0.azureKey': 'k1',
      'generativeAIProviderProperties.generativeModels.1.azureKey': 'k2',
      'generativeAIProviderProperties.vectorSearchModels.0.azureKey': 'k3',
    });
  });

  it('stores the settings without the keys and puts them back', () => {
    const clear = withoutSecrets(settings, patterns);
    expect(JSON.stringify(clear)).not.toMatch(/k1|k2|k3/);
    expect(withSecrets(clear, secretValues(settings, patterns))).toEqual(settings);
  });

  it('answers the mask in place of each key', () => {
    const masked = maskSecrets(settings, patterns);
    expect(masked.generativeAIProviderProperties.generativeModels.map((m) => m.azureKey)).toEqual([SECRET_MASK, SECRET_MASK]);
    expect(JSON.stringify(masked)).not.toMatch(/k1|k2|k3/);
  });

  it('keeps the stored key where an update sends the mask back, and takes a new one', () => {
    const incoming = maskSecrets(settings, patterns);
    incoming.generativeAIProviderProperties.generativeModels[1]!.azureKey = 'new';
    const kept = keepMaskedSecrets(incoming, settings, patterns);
    expect(secretValues(kept, patterns)).toEqual({
      'generativeAIProviderProperties.generativeModels.0.azureKey': 'k1',
      'generativeAIProviderProperties.generativeModels.1.azureKey': 'new',
      'generativeAIProviderProperties.vectorSearchModels.0.azureKey': 'k3',
    });
  });

  it('refuses a deployment with an empty field in the Azure form, with the spec text', () => {
    const parsed = aiConnectionDefinitions.generativeCustom.settings.safeParse({
      generativeAIProviderProperties: { generativeModels: [model('')], vectorSearchModels: [model('k')] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please fill all the fields');
  });
});
