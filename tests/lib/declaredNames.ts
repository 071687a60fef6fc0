import {readFileSync} from 'node:fs';
import ts from 'typescript';

/**
 * The names a module's reference page must show, read from its declaration file: what the module
 * exports (everything declared, for an `export =` module), and the members of those classes,
 * interfaces, enums and namespaces. A syntax walk: no type checking, so it reads one file in
 * milliseconds.
 */
export function declaredNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const exportsAll = source.statements.some((s) => ts.isExportAssignment(s) && s.isExportEquals);
  const names = new Set<string>();
  const nameOf = (node: ts.Node): string | undefined => {
    const name = (node as {name?: ts.Node}).name;
    return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
      return;
    }
    const name = nameOf(node);
    if (name && !ts.isImportEqualsDeclaration(node)) names.add(name);
    if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node)) {
      for (const member of node.members) {
        const memberName = nameOf(member);
        if (memberName) names.add(memberName);
      }
    }
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) node.body.statements.forEach(visit);
  };
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported || (exportsAll && !ts.isImportDeclaration(statement) && !ts.isExportAssignment(statement))) visit(statement);
  }
  return [...names];
}
