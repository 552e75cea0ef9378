/** Suguru use cases: solve, verify, count, explain, generate. */
package org.gridpuzzle.application.port.in.suguru;
