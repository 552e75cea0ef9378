/** Experiment reports drawn by JFreeChart (PNG) and JFreeSVG (SVG). */
package org.gridpuzzle.experiment.adapter.charts;
