/** Variables whose value is a secret from end to end: never printed, not even in part. */
const SECRET_VARIABLES = new Set(['SECRET_KEY', 'ADMIN_PASSWORD', 'OPERATOR_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'AERODATABOX_API_KEY', 'SDI_API_TOKEN']);

export const REDACTED = '***';

// In running text a URL ends at a space or a quote; its password runs from the user's ':' to the authority's last '@'.
// Every line is read with it, so its scheme is at most 32 characters: unbounded, "a.a.a…" took quadratic time.
const PASSWORD_IN_TEXT = /\b([a-z][\w+.-]{0,31}:\/\/[^\s/?#:@"'<>]*:)[^\s/?#"'<>]*@/gi;
// A value meant as a URL may be malformed (no scheme, a space or a '/' in the password): hide everything up to its last '@'.
const PASSWORD_IN_VALUE = /^(\s*(?:[a-z][\w+.-]*:\/\/)?[^\s/?#:@]*:)(?!\/\/).*@/is;

/** The text with the password of every URL in it replaced by ***. */
export function redactCredentials(text: string): string {
  return text.replace(PASSWORD_IN_TEXT, `$1${REDACTED}@`);
}

/** Query parameters that carry a credential: upload tokens (`t`, `token`) and upload grants (`signature`). */
const SECRET_PARAMETER = /([?&;](?:t|token|signature)=)[^&#;\s"'<>\\]*/gi;

/** The text with every credential-bearing query value replaced by `[redacted]`; the rest of the URL stays readable. */
export function redactSecretParameters(text: string): string {
  return text.replace(SECRET_PARAMETER, '$1[redacted]');
}

const LOCAL_PART_CHARACTER = /[\w.!#$%&'*+/=?^`{|}~-]/;
const DOMAIN = /[a-z0-9-]+(?:\.[a-z0-9-]+)+/iy;
/** A local part is at most 64 characters (RFC 5321). */
const MAX_LOCAL_PART = 64;

/**
 * The text with every e-mail address replaced by `[email]`: for what a third party wrote (an SMTP
 * server's answer, say). Read outward from each '@': a pattern scanning from every position took
 * quadratic time on a long run without one (16 kB: 1.1 s).
 */
export function redactEmailAddresses(text: string): string {
  let redacted = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && at - start < MAX_LOCAL_PART && LOCAL_PART_CHARACTER.test(text[start - 1]!)) start -= 1;
    DOMAIN.lastIndex = at + 1;
    if (start === at || !DOMAIN.test(text)) continue;
    redacted += `${text.slice(copied, start)}[email]`;
    copied = DOMAIN.lastIndex;
  }
  return redacted + text.slice(copied);
}

/** A log line as it may be kept: no URL password, no token or signature. */
export function redactLogLine(line: string): string {
  return redactSecretParameters(redactCredentials(line));
}

/** What may be shown of a variable's value: *** for a secret, a URL without its password, anything else as it is. */
export function printableValue(variable: string, value: string): string {
  return SECRET_VARIABLES.has(variable) ? REDACTED : value.replace(PASSWORD_IN_VALUE, `$1${REDACTED}@`);
}
