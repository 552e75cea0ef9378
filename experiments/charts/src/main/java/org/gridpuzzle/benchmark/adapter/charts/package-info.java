/** Experiment reports drawn by JFreeChart (PNG) and JFreeSVG (SVG). */
package org.gridpuzzle.benchmark.adapter.charts;
