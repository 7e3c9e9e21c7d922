import type { NewParticipant } from '../../../../common/contract/brackets';

// The server's limits (the contract's schemas stay out of the bundle), checked here so a whole file
// is answered line by line before anything is sent.
const MAX_PARTICIPANTS = 1024;
const PARTICIPANT_NAME_MAX_LENGTH = 60;

export interface LineError {
  /** 1-based, as an editor counts lines. */
  line: number;
  message: string;
}

export interface ParsedParticipants {
  participants: NewParticipant[];
  errors: LineError[];
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const USERNAME_LENGTH = { min: 3, max: 30 };

function checkName(name: string): string | null {
  if (!name) return 'The name is missing.';
  if (name.length > PARTICIPANT_NAME_MAX_LENGTH) return `The name is longer than ${PARTICIPANT_NAME_MAX_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(name)) return 'The name contains a control character.';
  return null;
}

/** Splits one CSV line into cells: commas or semicolons, double quotes around a cell that holds them. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',' || char === ';') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function checkRow(cells: string[]): NewParticipant | string {
  const [name = '', username = '', seedText = '', ...rest] = cells;
  if (rest.some((cell) => cell !== '')) return 'A line has at most three columns: name, username, seed.';
  const nameProblem = checkName(name);
  if (nameProblem) return nameProblem;
  const participant: NewParticipant = { name };
  if (username) {
    if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max || /\s/.test(username)) {
      return `The username "${username}" must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} characters without spaces.`;
    }
    participant.username = username;
  }
  if (seedText) {
    const seed = Number(seedText);
    if (!/^\d+$/.test(seedText) || seed < 1 || seed > MAX_PARTICIPANTS) return `The seed "${seedText}" must be a whole number from 1 to ${MAX_PARTICIPANTS}.`;
    participant.seed = seed;
  }
  return participant;
}

function collect(lines: string[], toRow: (line: string) => NewParticipant | string, firstLineNumber = 1): ParsedParticipants {
  const participants: NewParticipant[] = [];
  const errors: LineError[] = [];
  const lineOfName = new Map<string, number>();
  lines.forEach((text, index) => {
    const line = index + firstLineNumber;
    if (text.trim() === '') return;
    const row = toRow(text);
    if (typeof row === 'string') return void errors.push({ line, message: row });
    const key = row.name.toLowerCase();
    const earlier = lineOfName.get(key);
    if (earlier !== undefined) return void errors.push({ line, message: `${row.name} is already on line ${earlier}.` });
    lineOfName.set(key, line);
    participants.push(row);
  });
  if (participants.length + errors.length === 0) errors.push({ line: 1, message: 'There is nobody to add: the list is empty.' });
  if (participants.length > MAX_PARTICIPANTS) errors.push({ line: 1, message: `At most ${MAX_PARTICIPANTS} participants can be added at once.` });
  return { participants, errors };
}

const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** A pasted list: one name per line, blank lines skipped. */
export function parsePastedNames(text: string): ParsedParticipants {
  return collect(linesOf(text), (line) => {
    const name = line.trim();
    return checkName(name) ?? { name };
  });
}

/** A CSV file: name, optional VERSUS username, optional seed; a first line naming the columns is skipped. */
export function parseParticipantsCsv(text: string): ParsedParticipants {
  const lines = linesOf(text);
  const header = lines[0] !== undefined && csvCells(lines[0])[0]?.toLowerCase() === 'name';
  return header ? collect(lines.slice(1), (line) => checkRow(csvCells(line)), 2) : collect(lines, (line) => checkRow(csvCells(line)));
}
