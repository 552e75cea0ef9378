/** Any DIMACS solver run as an external process, its answer checked before it is believed. */
package org.gridpuzzle.adapter.sat.dimacs;
