// Remembers when the plants were last watered and counts the days until they need water again.
const WATER_EVERY_DAYS = 7;
const STORAGE_KEY = "fernleaf-last-watered";

function daysSince(isoDate) {
  const msPerDay = 24 * 60 * 60 * 1000;
  return Math.floor((Date.now() - new Date(isoDate).getTime()) / msPerDay);
}

function daysLeft() {
  const lastWatered = localStorage.getItem(STORAGE_KEY);
  if (!lastWatered) {
    return WATER_EVERY_DAYS;
  }
  return Math.max(0, WATER_EVERY_DAYS - daysSince(lastWatered));
}

function showDaysLeft() {
  document.getElementById("water-days").textContent = String(daysLeft());
}

document.getElementById("water-now").addEventListener("click", () => {
  localStorage.setItem(STORAGE_KEY, new Date().toISOString());
  showDaysLeft();
});

showDaysLeft();
