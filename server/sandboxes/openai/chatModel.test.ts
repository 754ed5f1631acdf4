import { describe, expect, it } from 'vitest';
import { answerChat } from './chatModel';
import { EMBEDDING_DIMENSIONS, embed, similarity } from './embeddings';

const user = (content: string) => ({ role: 'user' as const, content });

describe("the generative sandbox's model", () => {
  it('embeds deterministically into normalised vectors where similar texts are close', () => {
    expect(embed('Where is my parcel?')).toEqual(embed('Where is my parcel?'));
    expect(embed('x')).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(similarity(embed('parcel delivery'), embed('parcel delivery'))).toBeCloseTo(1, 6);
    expect(similarity(embed('where is my parcel'), embed('my parcels, where are they'))).toBeGreaterThan(similarity(embed('where is my parcel'), embed('opening hours on sunday')));
    expect(embed('').every((v) => v === 0)).toBe(true);
  });

  it('answers from the passage closest to the question and names it; says so when none answers', () => {
    const prompt = 'Passage faq-1: Our shop opens at nine. It closes at six.\nPassage faq-2: Returns are free within 30 days.\nQuestion: When does it close?';
    expect(answerChat({ messages: [user(prompt)] }).content).toBe('It closes at six. (Source: faq-1)');
    const system = { role: 'system' as const, content: 'Passage a: Cats sleep a lot.' };
    expect(answerChat({ messages: [system, user('quantum chromodynamics')] }).content).toBe('The given passages do not answer this question.');
  });

  it('ranks listed intents as JSON, and ignores a list that is not JSON', () => {
    const system = { role: 'system' as const, content: 'Classify.\nIntents (JSON): [{"name":"OrderStatus","entities":[]},{"name":"Greeting","entities":[]}]' };
    const answer = JSON.parse(answerChat({ messages: [system, user('what is my order status')] }).content ?? '') as { predictions: Array<{ intent: string }> };
    expect(answer.predictions.map((p) => p.intent)).toEqual(['OrderStatus', 'Greeting']);
    const broken = { role: 'system' as const, content: 'Intents (JSON): [not json]' };
    expect(answerChat({ messages: [broken, user('hello')] }).content).toBe('You asked about: hello.');
  });

  it('calls the tool the words match, the one tool_choice names, or none', () => {
    const tools = [
      {
        type: 'function' as const,
        function: { name: 'cancel_order', description: 'Cancel an order', parameters: { type: 'object', properties: { reason: { type: 'string', enum: ['late', 'damaged'] } } } },
      },
    ];
    const called = answerChat({ messages: [user('please cancel my order, it arrived damaged')], tools });
    expect(called.content).toBeNull();
    expect(called.toolCalls[0]?.function).toEqual({ name: 'cancel_order', arguments: '{"reason":"damaged"}' });
    expect(answerChat({ messages: [user('good morning')], tools }).toolCalls).toEqual([]);
    expect(answerChat({ messages: [user('good morning')], tools, tool_choice: 'required' }).toolCalls).toHaveLength(1);
    expect(answerChat({ messages: [user('cancel my order')], tools, tool_choice: 'none' }).toolCalls).toEqual([]);
  });
});
