import type { ReactElement } from 'react';
import { Card } from '../../../ui/Card';

export function UsersCard(): ReactElement {
  return (
    <Card title="User Management">
      <p>Being built.</p>
    </Card>
  );
}
