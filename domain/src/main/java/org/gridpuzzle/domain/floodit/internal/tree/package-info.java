/** Flood-It on trees: the spanning-tree identity and the caterpillar programme. */
package org.gridpuzzle.domain.floodit.internal.tree;
