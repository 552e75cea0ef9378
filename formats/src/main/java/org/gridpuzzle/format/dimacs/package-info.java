/** DIMACS CNF. */
package org.gridpuzzle.format.dimacs;
