/** Flood-It board files and DIMACS graph files. */
package org.gridpuzzle.adapter.file.floodit;
