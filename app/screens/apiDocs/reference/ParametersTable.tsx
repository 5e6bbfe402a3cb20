import type { ReactElement } from 'react';
import { DataTable } from '../../../ui/DataTable';
import tables from '../../../ui/table.module.css';
import { Constraints } from './Constraints';
import { DocText } from './DocText';
import type { OpenApiDocument, ParameterObject } from './openApi';
import { describeSchema } from './schemaFields';
import styles from './apiDocs.module.css';

const PLACES = { path: 'in the path', query: 'in the query', header: 'header', cookie: 'cookie' } as const;
const COLUMNS = [{ title: 'Name' }, { title: 'Type and meaning' }];

/**
 * An operation's parameters: two columns, so a phone's width holds them without scrolling. The
 * first names the parameter, where it goes and whether it is required; the second its type, rules
 * and meaning.
 */
export function ParametersTable(props: { doc: OpenApiDocument; parameters: readonly ParameterObject[]; label: string }): ReactElement {
  return (
    <div className={tables.scroller}>
      <DataTable className={`${tables.table} ${styles.parameters}`} label={props.label} columns={COLUMNS}>
        {props.parameters.map((parameter) => {
          const shape = describeSchema(props.doc, parameter.schema);
          const required = parameter.required === true || parameter.in === 'path';
          return (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <th scope="row">
                <code className={styles.fieldName}>{parameter.name}</code>
                <span className={styles.parameterPlace}>{PLACES[parameter.in] ?? parameter.in}</span>
                <span className={required ? styles.required : styles.optional}>{required ? 'required' : 'optional'}</span>
              </th>
              <td>
                <span className={styles.fieldType}>{shape.type}</span>
                <Constraints rules={parameter.deprecated ? [...shape.constraints, { text: 'deprecated' }] : shape.constraints} />
                <DocText text={parameter.description ?? shape.description} className={styles.fieldDescription} />
              </td>
            </tr>
          );
      })}
      </DataTable>
    </div>
  );
}
