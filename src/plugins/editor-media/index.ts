import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {THEMES, allManifests, mediaFolder, type ClipManifest} from '../../data/editorMedia';
import {captionsFileName, clipVtt} from '../../data/editorMedia/cues';
import {OSES, type DocsVersion} from '../../data/facts';

/**
 * Every captions file of every clip, by path below the site (`clips/<version>/emmet-html-dark.mac.vtt`):
 * the cues the recording announced, with each OS's keys and menu paths from the facts of the
 * clip's docs version.
 */
export function captionFiles(manifests: Record<DocsVersion, ClipManifest> = allManifests('clip')): Map<string, string> {
  const files = new Map<string, string>();
  for (const [version, manifest] of Object.entries(manifests)) {
    for (const [name, entry] of Object.entries(manifest)) {
      // An entry recorded before clips had cues has no captions yet (clipsAwaitingCues).
      if (!entry.cues) continue;
      for (const theme of THEMES) {
        for (const os of OSES) {
          files.set(`${mediaFolder('clip', version)}/${captionsFileName(name, theme, os)}`, clipVtt(version, entry.cues[theme], os));
        }
      }
    }
  }
  return files;
}

/**
 * Writes the clips' WebVTT captions into the build, beside the videos (which come from static/).
 * They are rendered here rather than committed, so a change of a key or menu label in the facts
 * reaches the captions without recording anything again. The development server has no postBuild:
 * there the tracks are missing and the videos play without captions. The pictures and clips
 * themselves are placed by ./remark.ts.
 */
export default function clipsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'phoenix-docs-clips',
    async postBuild({outDir}) {
      for (const [file, vtt] of captionFiles()) {
        await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await writeFile(path.join(outDir, file), vtt);
      }
    },
  };
}
