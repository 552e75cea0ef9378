/** SAT back-ends behind the solver port: which one a name selects. */
package org.gridpuzzle.adapter.sat;
