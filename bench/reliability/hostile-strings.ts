/** Injection attempts both fuzzers send as strings: SQL, HTML, paths, template and lookup syntax. */
export const INJECTION_STRINGS = ["' OR '1'='1", '"; DROP TABLE users; --', '<script>alert(1)</script>', '../../etc/passwd', '%00', '${jndi:ldap://x}', '{{7*7}}'];
