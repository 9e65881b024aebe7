/**
 * The description of each flag is the doc comment of its entry in the declaration
 * (src/engine/flags/declaration.ts): a comment, so the browser's copy of the table carries no
 * text. This reads the comments back with the TypeScript parser, for the schemas.
 */
import ts from 'typescript';

/** Flag name -> its doc comment as one line; a flag without one maps to ''. */
export function flagDescriptions(source: string, tableName = 'FLAGS'): Record<string, string> {
  const file = ts.createSourceFile('declaration.ts', source, ts.ScriptTarget.Latest, true);
  let table: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === tableName && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) table = value;
    }
    if (!table) ts.forEachChild(node, visit);
  };
  visit(file);
  if (!table) throw new Error(`no object literal "${tableName}" in the flag declaration`);
  const descriptions: Record<string, string> = {};
  for (const property of table.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const docs = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc);
    const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
    descriptions[property.name.getText(file)] = text.replace(/\s+/g, ' ').trim();
  }
  return descriptions;
}
