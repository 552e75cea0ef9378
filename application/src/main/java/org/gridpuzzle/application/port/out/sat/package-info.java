/** CNF files and the choice of SAT back-end. */
package org.gridpuzzle.application.port.out.sat;
