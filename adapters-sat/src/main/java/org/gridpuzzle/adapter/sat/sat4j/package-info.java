/** Sat4j embedded: incremental, with assumptions and limits. */
package org.gridpuzzle.adapter.sat.sat4j;
