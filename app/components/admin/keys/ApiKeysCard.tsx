import type { ReactElement } from 'react';
import { Card } from '../../../ui/Card';

export function ApiKeysCard(): ReactElement {
  return (
    <Card title="API Key Management">
      <p>Being built.</p>
    </Card>
  );
}
