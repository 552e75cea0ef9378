/** DIMACS CNF files. */
package org.gridpuzzle.adapter.file.sat;
