import type { ReactElement } from 'react';
import { Constraints } from './Constraints';
import { DocText } from './DocText';
import type { SchemaField, SchemaShape, SchemaVariant } from './schemaFields';
import styles from './apiDocs.module.css';

/** A schema as a list of fields, each with its type, whether it is required, its rules and what it means; nested fields indented under theirs. */
export function SchemaView({ shape }: { shape: SchemaShape }): ReactElement {
  const plainObject = shape.type === 'object' && shape.fields.length > 0;
  return (
    <div className={styles.schema}>
      {!plainObject && (
        <p className={styles.schemaType}>
          <span className={styles.fieldType}>{shape.type}</span>
          {shape.fields.length > 0 && ', each with:'}
        </p>
      )}
      <Constraints rules={shape.constraints} />
      <DocText text={shape.description} className={styles.fieldDescription} />
      <FieldList fields={shape.fields} variants={shape.variants} />
    </div>
  );
}

function FieldList({ fields, variants }: { fields: readonly SchemaField[]; variants: readonly SchemaVariant[] }): ReactElement {
  return (
    <>
      {fields.length > 0 && (
        <ul className={styles.fields}>
          {fields.map((field) => (
            <FieldItem key={field.name} field={field} />
          ))}
        </ul>
      )}
      {variants.map((variant) => (
        <div key={variant.label} className={styles.variant}>
          <p className={styles.variantLabel}>
            {variant.label}: <span className={styles.fieldType}>{variant.type}</span>
          </p>
          <Constraints rules={variant.constraints} />
          <DocText text={variant.description} className={styles.fieldDescription} />
          <FieldList fields={variant.fields} variants={variant.variants} />
        </div>
      ))}
    </>
  );
}

function FieldItem({ field }: { field: SchemaField }): ReactElement {
  return (
    <li className={styles.field}>
      <div className={styles.fieldHead}>
        <code className={styles.fieldName}>{field.name}</code>
        <span className={styles.fieldType}>{field.type}</span>
        {field.entry ? (
          <span className={styles.optional}>under each key</span>
        ) : (
          <span className={field.required ? styles.required : styles.optional}>{field.required ? 'required' : 'optional'}</span>
        )}
      </div>
      <Constraints rules={field.constraints} />
      <DocText text={field.description} className={styles.fieldDescription} />
      <FieldList fields={field.fields} variants={field.variants} />
    </li>
  );
}
