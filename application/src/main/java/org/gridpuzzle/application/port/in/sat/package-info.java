/** The use case that solves a DIMACS file. */
package org.gridpuzzle.application.port.in.sat;
