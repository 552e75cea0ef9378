/** Bad input as typed exceptions with values (where a file, line and column are known, they are kept); drivers word them. */
package org.gridpuzzle.application.error;
