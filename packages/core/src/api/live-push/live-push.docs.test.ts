import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from './live-push-client.schema';
import { renderLivePushMarkdown } from './live-push.docs';
import { serverMessageSchema } from './live-push-server.schema';

describe('the live push documentation', () => {
  it('describes every message type of the protocol', () => {
    const text = renderLivePushMarkdown();
    const types = [...clientMessageSchema.options, ...serverMessageSchema.options].map(
      (schema) => schema.shape.type.value,
    );
    for (const type of types) expect(text, type).toContain(`| ${type} |`);
  });
});
