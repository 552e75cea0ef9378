package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser (Debian's chromium and chromium-driver, headless): what a person does, checked on what
 * the page then shows. Screenshots go to target/screenshots. Skipped, saying why, where chromium is not installed.
 */
class BrowserTest {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "screenshots");

    private static WebClient web;
    private static WebDriver browser;
    private static WebDriverWait wait;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)");
        web = WebClient.start(2, 16);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toString());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--lang=en");
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(), options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (web != null) {
            web.close();
        }
    }

    @BeforeEach
    void open() {
        browser.get(web.base + "/");
        wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getDomAttribute("data-ready")));
    }

    private static WebElement id(String id) {
        return browser.findElement(By.id(id));
    }

    private static void paste(String text) {
        WebElement area = id("text");
        // the value set as a paste would set it (typing character by character is slow and auto-indents nothing here)
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1];"
                + " arguments[0].dispatchEvent(new Event('input'));", area, text);
    }

    private static void click(String id) {
        wait.until(ExpectedConditions.elementToBeClickable(By.id(id))).click();
    }

    private static void statusContains(String words) {
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("status-text"), words));
    }

    private static void screenshot(String name) throws IOException {
        byte[] png = ((ChromeDriver) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(SHOTS.resolve(name + ".png"), png);
    }

    private static long count(String cssInPicture) {
        return browser.findElements(By.cssSelector("#picture " + cssInPicture)).size();
    }

    @Test
    void paste_a_suguru_and_solve_it_fills_the_grid() throws IOException {
        String puzzle = WebClient.example("suguru/easy-6x6.sug");
        paste(puzzle);
        click("suguru-show");
        wait.until(d -> count("svg") == 1);
        long givens = count("text[font-weight='bold']");
        assertThat(givens).isPositive();
        assertThat(id("summary").getText()).contains("6×6");
        click("suguru-solve");
        statusContains("solved by");
        // every cell holds a number now: the givens in bold, the rest filled in blue
        assertThat(count("text")).isEqualTo(36);
        assertThat(count("text[fill='#1F5FBF']")).isEqualTo(36 - givens);
        screenshot("suguru-solved");
    }

    @Test
    void step_through_an_explanation() throws IOException {
        new Select(id("example")).selectByValue("suguru-minimal-10x10");
        wait.until(d -> count("svg") == 1);
        click("suguru-explain");
        wait.until(d -> !id("steps").findElements(By.tagName("li")).isEmpty());
        List<WebElement> steps = id("steps").findElements(By.tagName("li"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "step 1 of " + steps.size()));
        for (int i = 0; i < 3; i++) {
            click("next");
        }
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "step 4 of " + steps.size()));
        assertThat(steps.get(3).getDomAttribute("aria-current")).isEqualTo("step");
        // the step's cell is marked on the picture
        wait.until(d -> count("rect[fill='#FFD98A']") > 0);
        // the keyboard steps too
        id("picture").sendKeys(Keys.ARROW_RIGHT);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "step 5 of "));
        click("last");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"),
                "step " + steps.size() + " of " + steps.size()));
        screenshot("suguru-explained");
    }

    @Test
    void play_a_flood_it_board_to_the_end() throws IOException {
        click("tab-floodit");
        new Select(id("example")).selectByValue("floodit-8x8-4");
        wait.until(d -> count("svg") == 1);
        JsonNode optimum = web.post("/api/floodit/solve", WebClient.text("floodit/8x8-4.flood")).json();
        String moves = optimum.get("moves").asText();
        click("floodit-play");
        wait.until(d -> id("colours").findElements(By.tagName("button")).size() == 4);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"), "Moves: 0"));
        for (int i = 0; i < moves.length(); i++) {
            if (i == 2) {
                click("flood-optimum");
                statusContains("optimum from here: " + (moves.length() - 2) + " more moves");
            }
            String colour = String.valueOf(moves.charAt(i));
            wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector("#colours button[aria-label='colour "
                    + colour + "']"))).click();
            String expected = i + 1 == moves.length() ? "Flooded in " + moves.length() + " moves!" : "Moves: " + (i + 1);
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("flood-state"), expected));
        }
        // the colour buttons wear the board's colours
        assertThat(id("colours").findElement(By.tagName("button")).getCssValue("background-color")).isNotIn(
                "rgba(255, 255, 255, 1)", "rgba(0, 0, 0, 0)");
        screenshot("floodit-played");
    }

    @Test
    void replay_a_sokoban_plan() throws IOException {
        click("tab-sokoban");
        new Select(id("example")).selectByValue("sokoban-two");
        wait.until(d -> new Select(id("plan-level")).getOptions().size() == 2);
        new Select(id("plan-level")).selectByValue("2");
        JsonNode plan = web.post("/api/sokoban/solve", Map.of("text", WebClient.example("sokoban/two.xsb"),
                "name", "two.xsb", "level", 2)).json().get("levels").get(0);
        String moves = plan.get("moves").asText();
        id("plan-moves").clear();
        id("plan-moves").sendKeys(moves);
        click("plan-check");
        statusContains("solved in " + moves.length() + " moves");
        wait.until(d -> id("position").getText().equals("move 0 of " + moves.length()));
        click("next");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "move 1 of " + moves.length()));
        click("play");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"),
                "move " + moves.length() + " of " + moves.length()));
        assertThat(count("g.frame[visibility='visible']")).isEqualTo(1);
        screenshot("sokoban-replayed");
    }

    @Test
    void a_broken_file_shows_the_error_at_its_line() throws IOException {
        paste("AB\nCB\n\n1x\n.2\n");
        click("suguru-show");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(id("error").getText()).startsWith("line 4, column 2: ");
        assertThat(id("text").getDomAttribute("class")).contains("invalid");
        Object caret = ((JavascriptExecutor) browser).executeScript("return document.getElementById('text').selectionStart;");
        assertThat(((Number) caret).intValue()).isEqualTo("AB\nCB\n\n1".length());
        screenshot("suguru-error");
    }
}
