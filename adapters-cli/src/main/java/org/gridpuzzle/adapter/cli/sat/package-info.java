/** {@code gridpuzzle sat}: a DIMACS file solved with SAT-competition output and exit codes. */
package org.gridpuzzle.adapter.cli.sat;
