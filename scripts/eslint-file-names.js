// File names are kebab-case, with dots between parts: `login-page.tsx`, `attendee-form.connect.ts`. One spelling
// means a file's name can be guessed from what it holds, and no checkout on a case-insensitive disk can
// hold two files that differ only in case.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'file names are kebab-case, with dots between parts' },
    schema: [],
    messages: { name: "file names are kebab-case ('{{suggestion}}'), not '{{name}}'" },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (KEBAB.test(name)) return;
        const suggestion = name.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, '-').toLowerCase();
        context.report({ node, messageId: 'name', data: { name, suggestion } });
      },
    };
  },
};

export default { rules: { 'kebab-case': kebabCase } };
