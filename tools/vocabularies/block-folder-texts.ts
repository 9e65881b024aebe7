/**
 * Every file the block folders make (block-folders.ts reads them): the unions and the type list
 * (block-unions.ts), the registries (block-registries.ts), the views (block-views.ts) and each
 * folder's schema copied into schemas/.
 */
import { join } from 'node:path';
import { BLOCKS_DIR, blockFolders, type BlockFolder } from './block-folders.ts';
import { compilersFile, customerResolversFile, resolversFile, subjectsFile } from './block-registries.ts';
import { listFile, typesFile } from './block-unions.ts';
import { chunkFile, viewsFile } from './block-views.ts';

/** A folder's schema as schemas/ holds it (where editors and the pages schema's $refs find it). */
function schemaCopy(folder: BlockFolder, blocksDir: string): string {
  const { $schema, ...rest } = folder.schema;
  const copy = {
    ...($schema !== undefined ? { $schema } : {}),
    $comment: `Generated from ${blocksDir}/${folder.type}/schema.json by tools/vocabularies/write-schemas.ts: edit that file, not this copy.`,
    ...rest,
  };
  return `${JSON.stringify(copy, null, 2)}\n`;
}

/** Repo-relative path -> text, for every file the block folders make (the schema copies in schemas/ included). */
export function blockFolderTexts(repoRoot: string, blocksDir: string = BLOCKS_DIR, schemasDir = 'schemas'): Record<string, string> {
  const folders = blockFolders(repoRoot, blocksDir);
  const out: Record<string, string> = {
    [`${blocksDir}/types.generated.ts`]: typesFile(folders),
    [`${blocksDir}/block-types.generated.ts`]: listFile(folders),
    [`${blocksDir}/compilers.generated.ts`]: compilersFile(folders),
    [`${blocksDir}/resolvers.generated.ts`]: resolversFile(folders, join(repoRoot, blocksDir)),
    [`${blocksDir}/customer-resolvers.generated.ts`]: customerResolversFile(folders),
    [`${blocksDir}/subjects.generated.ts`]: subjectsFile(folders),
    [`${blocksDir}/views.generated.ts`]: viewsFile(folders),
  };
  const chunks = [...new Set(folders.flatMap((folder) => (folder.view.chunk ? [folder.view.chunk] : [])))].sort();
  for (const chunk of chunks)
    out[`${blocksDir}/${chunk}.chunk.generated.ts`] = chunkFile(
      chunk,
      folders.filter((folder) => folder.view.chunk === chunk),
    );
  for (const folder of folders) out[`${schemasDir}/block-${folder.type}.schema.json`] = schemaCopy(folder, blocksDir);
  return out;
}
